/**
 * Issue 17, item 7 (Kelola Anggaran): the admins of Kementerian Keuangan and master write the
 * budget programmes and the Standar Biaya Masukan; every other admin, and Banggar, is refused
 * (403) and nothing changes; bad input is refused (400) with the field's Indonesian message and
 * nothing changes. Against the real embedded server with its demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANGGARAN_MESSAGES, type AnggaranInput } from '../../src/shared/keterbukaan/anggaran';
import { anggaranResource } from '../../src/shared/keterbukaan/anggaran-resource';
import { SBM_MESSAGES, type StandarBiayaInput } from '../../src/shared/keterbukaan/standar-biaya';
import { standarBiayaResource } from '../../src/shared/keterbukaan/standar-biaya-resource';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;
const as: Record<string, Caller> = {};
const WRITERS = ['keuangan@bem.demo', 'master@bem.demo'] as const;
const REFUSED = ['sekjen@bem.demo', 'dagri@bem.demo', 'pora@bem.demo', 'banggar@bem.demo'] as const;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
  for (const email of [...WRITERS, ...REFUSED]) as[email] = await api.signIn(email, DEMO_PASSWORD);
  // Six sign-ins (each a deliberately slow password hash) on a busy machine.
}, 60_000);
afterAll(async () => {
  await server.dispose();
});

type Stored<T> = T & { id: string; position: number };
const items = <T>(body: unknown) => (body as { items: Stored<T>[] }).items;
const error = (body: unknown) =>
  (body as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

/** Everything a refused write must leave as it was: both collections and the history. */
async function snapshot() {
  const programmes = await api.call('GET', anggaranResource.path);
  const lists = await api.call('GET', standarBiayaResource.path);
  const history = server.db.prepare('SELECT COUNT(*) FROM histori').pluck().get();
  return { programmes: programmes.body, lists: lists.body, history };
}

const programme = (namaProgram: string, extra: Partial<AnggaranInput> = {}): AnggaranInput => ({
  namaProgram,
  organisasiId: 'bem-km',
  tahun: 2026,
  status: 'Berjalan',
  tanggalKegiatan: '2026-03-14',
  linkSpj: '',
  prokerId: '',
  totalDiajukan: 6_000_000,
  totalDisetujui: 5_000_000,
  realisasi: {
    mode: 'rincian',
    rincian: [
      { deskripsi: 'Konsumsi peserta', jumlah: 1_500_000, tanggal: '2026-03-14' },
      { deskripsi: 'Sewa aula', jumlah: 2_000_000, tanggal: '2026-03-14' },
      { deskripsi: 'Cetak spanduk', jumlah: 250_000, tanggal: '' },
    ],
  },
  ...extra,
});

const sbm = (tahun: number): StandarBiayaInput => ({
  tahun,
  items: [
    {
      kategori: 'Konsumsi',
      rincian: 'Nasi kotak',
      satuan: 'orang/kali',
      harga: 30_000,
      ketentuan: '',
    },
  ],
});

describe('Kelola Anggaran: who writes', () => {
  it.each(WRITERS)('%s creates, edits and deletes a programme', async (email) => {
    const created = await api.call('POST', anggaranResource.path, {
      as: as[email],
      body: programme(`Program uji ${email}`),
    });
    expect(created.status).toBe(201);
    const { id } = (created.body as { item: { id: string } }).item;
    const listed = items<AnggaranInput>((await api.call('GET', anggaranResource.path)).body);
    expect(listed.find((p) => p.id === id)).toMatchObject({
      namaProgram: `Program uji ${email}`,
      realisasi: { mode: 'rincian' },
    });

    const edited = await api.call('PATCH', `${anggaranResource.path}/${id}`, {
      as: as[email],
      body: programme(`Program uji ${email}`, {
        status: 'Selesai',
        realisasi: { mode: 'rekap', total: 4_800_000 },
      }),
    });
    expect(edited.status).toBe(200);
    expect((edited.body as { item: unknown }).item).toMatchObject({
      status: 'Selesai',
      realisasi: { mode: 'rekap', total: 4_800_000 },
    });

    expect(
      (await api.call('DELETE', `${anggaranResource.path}/${id}`, { as: as[email] })).status,
    ).toBe(204);
    const after = items<AnggaranInput>((await api.call('GET', anggaranResource.path)).body);
    expect(after.some((p) => p.id === id)).toBe(false);
  });

  it.each(WRITERS)('%s creates, edits and deletes an SBM list', async (email) => {
    const tahun = email.startsWith('master') ? 2031 : 2030;
    const created = await api.call('POST', standarBiayaResource.path, {
      as: as[email],
      body: sbm(tahun),
    });
    expect(created.status).toBe(201);
    const { id } = (created.body as { item: { id: string } }).item;
    const changed: StandarBiayaInput = {
      tahun,
      items: [
        ...sbm(tahun).items,
        {
          kategori: 'Transportasi',
          rincian: 'Sewa bus',
          satuan: 'bus/hari',
          harga: 3_500_000,
          ketentuan: 'Termasuk BBM.',
        },
      ],
    };
    const edited = await api.call('PATCH', `${standarBiayaResource.path}/${id}`, {
      as: as[email],
      body: changed,
    });
    expect(edited.status).toBe(200);
    const lists = items<StandarBiayaInput>((await api.call('GET', standarBiayaResource.path)).body);
    expect(lists.find((list) => list.id === id)?.items).toHaveLength(2);
    expect(
      (await api.call('DELETE', `${standarBiayaResource.path}/${id}`, { as: as[email] })).status,
    ).toBe(204);
  });

  it.each(REFUSED)('%s is refused every write, and nothing changes', async (email) => {
    const before = await snapshot();
    const someProgramme = items<AnggaranInput>(before.programmes)[0]!;
    const someList = items<StandarBiayaInput>(before.lists)[0]!;
    const attempts = [
      api.call('POST', anggaranResource.path, { as: as[email], body: programme('Program gelap') }),
      api.call('PATCH', `${anggaranResource.path}/${someProgramme.id}`, {
        as: as[email],
        body: programme('Diubah diam-diam'),
      }),
      api.call('DELETE', `${anggaranResource.path}/${someProgramme.id}`, { as: as[email] }),
      api.call('POST', standarBiayaResource.path, { as: as[email], body: sbm(2040) }),
      api.call('PATCH', `${standarBiayaResource.path}/${someList.id}`, {
        as: as[email],
        body: sbm(someList.tahun),
      }),
      api.call('DELETE', `${standarBiayaResource.path}/${someList.id}`, { as: as[email] }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a visitor who is not signed in (401), and nothing changes', async () => {
    const before = await snapshot();
    const response = await api.call('POST', anggaranResource.path, { body: programme('Anonim') });
    expect(response.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('Kelola Anggaran: bad input', () => {
  const keuangan = () => as['keuangan@bem.demo'];

  it.each([
    [
      'an expense row of Rp 0',
      programme('Baris nol', {
        realisasi: {
          mode: 'rincian',
          rincian: [{ deskripsi: 'Konsumsi', jumlah: 0, tanggal: '' }],
        },
      }),
      'realisasi.rincian.0.jumlah',
      ANGGARAN_MESSAGES.expenseAmount,
    ],
    [
      'status Disetujui with nothing approved',
      programme('Tanpa anggaran', { status: 'Disetujui', totalDisetujui: 0 }),
      'totalDisetujui',
      ANGGARAN_MESSAGES.approvedRequired,
    ],
    [
      'an unknown status',
      { ...programme('Status aneh'), status: 'Lunas' },
      'status',
      ANGGARAN_MESSAGES.status,
    ],
    ['no name', programme('   '), 'namaProgram', ANGGARAN_MESSAGES.nameRequired],
  ])(
    'refuses %s with the field’s message, and nothing changes',
    async (_, body, field, message) => {
      const before = await snapshot();
      const response = await api.call('POST', anggaranResource.path, { as: keuangan(), body });
      expect(response.status).toBe(400);
      expect(error(response.body).code).toBe('VALIDATION');
      expect(error(response.body).fields?.[field]).toBe(message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses an edit breaking the approved-amount rule, and the programme stays as it was', async () => {
    const before = await snapshot();
    const stored = items<AnggaranInput>(before.programmes).find((p) => p.status === 'Perencanaan')!;
    const { id, position: _position, ...input } = stored;
    const response = await api.call('PATCH', `${anggaranResource.path}/${id}`, {
      as: keuangan(),
      body: { ...input, status: 'Berjalan', totalDisetujui: 0 },
    });
    expect(response.status).toBe(400);
    expect(error(response.body)).toMatchObject({
      message: ANGGARAN_MESSAGES.approvedRequired,
      fields: { totalDisetujui: ANGGARAN_MESSAGES.approvedRequired },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second SBM list for a year that has one, naming the year, and nothing changes', async () => {
    const before = await snapshot();
    const existing = items<StandarBiayaInput>(before.lists)[0]!;
    const response = await api.call('POST', standarBiayaResource.path, {
      as: keuangan(),
      body: sbm(existing.tahun),
    });
    expect(response.status).toBe(400);
    expect(error(response.body).fields).toEqual({ tahun: SBM_MESSAGES.yearTaken(existing.tahun) });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an SBM price of Rp 0 on its row, and nothing changes', async () => {
    const before = await snapshot();
    const list = sbm(2035);
    const response = await api.call('POST', standarBiayaResource.path, {
      as: keuangan(),
      body: { ...list, items: [{ ...list.items[0]!, harga: 0 }] },
    });
    expect(response.status).toBe(400);
    expect(error(response.body).fields).toEqual({ 'items.0.harga': SBM_MESSAGES.harga });
    expect(await snapshot()).toEqual(before);
  });
});
