import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import type { Backend } from '../../src/renderer/src/backend/contract';
import { organisationsResource } from '../../src/shared/direktori/organisations-resource';
import {
  ANGGARAN_STATUSES,
  type AnggaranInput,
  type AnggaranStatus,
} from '../../src/shared/keterbukaan/anggaran';
import {
  FIRST_ANGGARAN_PAGE,
  UNKNOWN_ORGANISATION,
  type AnggaranPage,
  type AnggaranPageQuery,
} from '../../src/shared/keterbukaan/anggaran-list';
import type { AnggaranOverview } from '../../src/shared/keterbukaan/anggaran-overview';
import { anggaranResource } from '../../src/shared/keterbukaan/anggaran-resource';
import { standarBiayaResource } from '../../src/shared/keterbukaan/standar-biaya-resource';
import { startTempServer, type TempServer } from '../support/temp-server';
import { backendAs, liveValue } from './support/live-value';

/**
 * Transparansi Anggaran on the embedded server with 2,000 programmes (issue 17): every filter and
 * page of the public list, the summary and the open-data download are checked against what this
 * test computes itself from the inputs it stored (never with the shared list functions), and the
 * Kelola Anggaran area is the only one that writes.
 */
const PROGRAMMES = 2_000;
const WORDS = ['Dies Natalis', 'Seminar Nasional', 'Bakti Sosial', 'Lomba Robotika', 'Rapat Kerja'];
/** Names a spreadsheet would run as formulas: the CSV must neutralise them. */
const FORMULAS = ['=HYPERLINK("http://x")', '+Hadiah Lomba', '-Potongan Dana', '@Rapat'];

interface Stored extends AnggaranInput {
  id: string;
}

let server: TempServer;
let visitor: Backend;
const stored: Stored[] = [];
/** Published directory names by id; one unpublished and one unknown id are used too. */
const names = new Map<string, string>();
let hiddenOrg = '';
const MISSING_ORG = 'org-tidak-ada-di-direktori';

/** Live reads wait up to 5 s here (the 2,000 programmes make the first answers slower). */
const valueOf: typeof liveValue = (watch, check, ms = 5_000) => liveValue(watch, check, ms);

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: the low ones of this generator repeat with a short period.
    return Math.floor(state / 65_536) % n;
  };
}

function programmeInput(n: number, orgIds: readonly string[], pick: (n: number) => number) {
  const status = ANGGARAN_STATUSES[pick(ANGGARAN_STATUSES.length)]!;
  const approved = status === 'Perencanaan' && pick(2) === 0 ? 0 : (1 + pick(500)) * 100_000;
  const rows = pick(4);
  const input: AnggaranInput = {
    namaProgram:
      n <= FORMULAS.length ? FORMULAS[n - 1]! : `${WORDS[pick(WORDS.length)]} ${n} Poltek`,
    organisasiId: orgIds[pick(orgIds.length)]!,
    tahun: 2023 + pick(4),
    status,
    tanggalKegiatan: pick(3) === 0 ? '' : `202${3 + pick(3)}-0${1 + pick(9)}-1${pick(10)}`,
    linkSpj: pick(2) ? `https://drive.example.test/spj/${n}` : '',
    prokerId: '',
    totalDiajukan: approved + pick(10) * 50_000,
    totalDisetujui: approved,
    realisasi:
      pick(2) === 0
        ? { mode: 'rekap', total: pick(approved / 1_000 + 1) * 1_000 }
        : {
            mode: 'rincian',
            rincian: Array.from({ length: rows }, (_, i) => ({
              deskripsi: `Belanja ${i + 1}`,
              jumlah: (1 + pick(50)) * 10_000,
              tanggal: '',
            })),
          },
  };
  return input;
}

// ── What this test expects, computed here ────────────────────────────────────────────────────

const spent = (p: AnggaranInput) =>
  p.realisasi.mode === 'rekap'
    ? p.realisasi.total
    : p.realisasi.rincian.reduce((sum, row) => sum + row.jumlah, 0);

const nameOf = (p: AnggaranInput) => names.get(p.organisasiId) ?? UNKNOWN_ORGANISATION;

function expectedRows(query: Omit<AnggaranPageQuery, 'halaman'>): Stored[] {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  const fold = (text: string) => text.toLowerCase();
  return stored
    .filter(
      (p) =>
        (query.tahun === 0 || p.tahun === query.tahun) &&
        (query.organisasiId === '' || p.organisasiId === query.organisasiId) &&
        (query.status === '' || p.status === query.status) &&
        words.every((word) => fold(p.namaProgram).includes(word)),
    )
    .sort((a, b) => {
      if (a.tahun !== b.tahun) return b.tahun - a.tahun;
      const [x, y] = [fold(a.namaProgram), fold(b.namaProgram)];
      if (x !== y) return x < y ? -1 : 1;
      if (a.namaProgram !== b.namaProgram) return a.namaProgram < b.namaProgram ? -1 : 1;
      return a.id < b.id ? -1 : 1;
    });
}

const page = (query: AnggaranPageQuery) =>
  valueOf<AnggaranPage>((o) => visitor.anggaran.watchPage(query, o));

beforeAll(async () => {
  server = await startTempServer({ demo: false });
  visitor = createHttpBackend({ baseUrl: server.url, credentials: 'omit' });
  const orgStore = server.services.resources.of(organisationsResource).store;
  const organisation = (nama: string, published: boolean) =>
    orgStore.create({
      nama,
      jenis: 'HIMA',
      singkatan: '',
      logo: null,
      deskripsi: '',
      email: '',
      whatsapp: '',
      instagram: '',
      website: '',
      published,
    });
  for (const nama of ['HIMA TKN', 'HIMA EMC', 'UKM Robotika', 'UKM Seni', 'BEM KM']) {
    const org = organisation(nama, true);
    names.set(org.id, org.nama);
  }
  hiddenOrg = organisation('HIMA Belum Terbit', false).id;
  const orgIds = [...names.keys(), hiddenOrg, MISSING_ORG];
  const pick = random(17);
  const store = server.services.resources.of(anggaranResource).store;
  server.db.transaction(() => {
    for (let n = 1; n <= PROGRAMMES; n += 1) {
      const input = programmeInput(n, orgIds, pick);
      stored.push({ ...input, id: store.create(input).id });
    }
  })();
  const sbm = server.services.resources.of(standarBiayaResource).store;
  for (const tahun of [2024, 2025])
    sbm.create({
      tahun,
      items: [
        { kategori: 'Konsumsi', rincian: 'Snack', satuan: 'orang', harga: 15_000, ketentuan: '' },
        {
          kategori: 'Transport',
          rincian: 'Bus',
          satuan: 'hari',
          harga: tahun * 100,
          ketentuan: '',
        },
        { kategori: 'Konsumsi', rincian: 'Makan', satuan: 'orang', harga: 30_000, ketentuan: '' },
      ],
    });
}, 120_000);

afterAll(async () => {
  await server.dispose();
});

describe('Transparansi Anggaran with 2,000 programmes', () => {
  it('pages every filter exactly as the stored programmes say', async () => {
    const queries: AnggaranPageQuery[] = [
      FIRST_ANGGARAN_PAGE,
      { ...FIRST_ANGGARAN_PAGE, halaman: 2 },
      { ...FIRST_ANGGARAN_PAGE, halaman: PROGRAMMES / 10 },
      { ...FIRST_ANGGARAN_PAGE, halaman: PROGRAMMES / 10 + 1 },
      { ...FIRST_ANGGARAN_PAGE, tahun: 2024 },
      { ...FIRST_ANGGARAN_PAGE, tahun: 2026, halaman: 7 },
      { ...FIRST_ANGGARAN_PAGE, organisasiId: [...names.keys()][2]! },
      { ...FIRST_ANGGARAN_PAGE, organisasiId: MISSING_ORG, halaman: 3 },
      { ...FIRST_ANGGARAN_PAGE, organisasiId: hiddenOrg },
      ...ANGGARAN_STATUSES.map((status) => ({ ...FIRST_ANGGARAN_PAGE, status })),
      { ...FIRST_ANGGARAN_PAGE, q: 'natalis' },
      { ...FIRST_ANGGARAN_PAGE, q: 'DIES natalis', halaman: 4 },
      { ...FIRST_ANGGARAN_PAGE, q: '1999 poltek' },
      { ...FIRST_ANGGARAN_PAGE, q: 'tidak ada program begini' },
      { q: 'seminar', tahun: 2025, organisasiId: '', status: 'Berjalan', halaman: 1 },
      { q: '', tahun: 2023, organisasiId: [...names.keys()][0]!, status: 'Selesai', halaman: 1 },
    ];
    for (const query of queries) {
      const expected = expectedRows(query);
      const got = await page(query);
      const label = JSON.stringify(query);
      expect(got.total, label).toBe(expected.length);
      const start = (query.halaman - 1) * 10;
      expect(
        got.items.map((item) => item.id),
        label,
      ).toEqual(expected.slice(start, start + 10).map((p) => p.id));
      for (const item of got.items) {
        const source = stored.find((p) => p.id === item.id)!;
        expect(item).toMatchObject({
          namaProgram: source.namaProgram,
          organisasi: nameOf(source),
          tahun: source.tahun,
          status: source.status,
          totalDisetujui: source.totalDisetujui,
          totalRealisasi: spent(source),
          sisaDana: source.totalDisetujui - spent(source),
          realisasi: source.realisasi,
        });
      }
    }
  });

  it('sums every programme in the summary, those of unknown organisations included', async () => {
    const overview = await valueOf<AnggaranOverview>((o) => visitor.anggaran.watchSummary(o));
    const sum = (f: (p: AnggaranInput) => number, from = stored) =>
      from.reduce((total, p) => total + f(p), 0);
    const approved = sum((p) => p.totalDisetujui);
    const realised = sum(spent);
    expect(overview.ringkasan).toMatchObject({
      totalDiajukan: sum((p) => p.totalDiajukan),
      totalDisetujui: approved,
      totalRealisasi: realised,
      sisaDana: approved - realised,
      jumlahProgram: PROGRAMMES,
    });
    expect(overview.ringkasan.serapanPersen).toBeCloseTo((realised / approved) * 100, 6);
    for (const status of ANGGARAN_STATUSES)
      expect(overview.ringkasan.disetujuiPerStatus[status]).toBe(
        sum(
          (p) => p.totalDisetujui,
          stored.filter((p) => p.status === status),
        ),
      );
    const unknown = stored.filter((p) => !names.has(p.organisasiId));
    expect(unknown.length).toBeGreaterThan(0);
    expect(sum((p) => p.totalDisetujui, unknown)).toBeGreaterThan(0);

    expect(overview.tahun).toEqual([2026, 2025, 2024, 2023]);
    expect(overview.organisasi.map((org) => org.nama)).toEqual([
      'BEM KM',
      'HIMA EMC',
      'HIMA TKN',
      'UKM Robotika',
      'UKM Seni',
      `${UNKNOWN_ORGANISATION} (1)`,
      `${UNKNOWN_ORGANISATION} (2)`,
    ]);
    expect(overview.sbm?.tahun).toBe(2025);
    expect(overview.sbm?.kategori.map((group) => group.kategori)).toEqual([
      'Konsumsi',
      'Transport',
    ]);
    expect(overview.sbm?.kategori[0]?.items.map((item) => item.rincian)).toEqual([
      'Snack',
      'Makan',
    ]);
  });

  it('downloads exactly the filtered rows, formula-safe, amounts as plain numbers', async () => {
    const filter = { q: '', tahun: 2025, organisasiId: '', status: 'Selesai' as AnggaranStatus };
    const expected = expectedRows(filter);
    expect(expected.length).toBeGreaterThan(10);
    const json = JSON.parse(await (await visitor.anggaran.exportTable(filter, 'json')).text()) as {
      namaProgram: string;
      totalDisetujui: number;
      totalRealisasi: number;
      organisasi: string;
    }[];
    expect(json.map((row) => row.namaProgram)).toEqual(expected.map((p) => p.namaProgram));
    expect(json.map((row) => row.totalRealisasi)).toEqual(expected.map(spent));
    expect(json.map((row) => row.organisasi)).toEqual(expected.map(nameOf));

    const csv = await (await visitor.anggaran.exportTable(filter, 'csv')).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines[1]).toContain(`,${expected[0]!.totalDisetujui},`);

    // The same address text as the page: the whole list, and the formula names neutralised.
    const response = await fetch(`${server.url}/api/keterbukaan/anggaran.csv?q=&halaman=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const all = await response.text();
    expect(all.trim().split('\r\n')).toHaveLength(PROGRAMMES + 1);
    for (const formula of FORMULAS) expect(all).toContain(`"'${formula.replace(/"/g, '""')}"`);
  });

  it('refuses a bad address with an Indonesian message on the parameter', async () => {
    const cases: [string, string, string][] = [
      ['tahun=dua-ribu', 'tahun', 'Tahun tidak valid.'],
      ['tahun=1999', 'tahun', 'Tahun tidak valid.'],
      ['status=Gosip', 'status', 'Status tidak dikenal.'],
      ['halaman=0', 'halaman', 'Halaman tidak valid.'],
      ['halaman=1.5', 'halaman', 'Halaman tidak valid.'],
      [`q=${'x'.repeat(101)}`, 'q', 'Kata kunci terlalu panjang.'],
      [`organisasi=${'o'.repeat(65)}`, 'organisasi', 'Organisasi tidak valid.'],
    ];
    for (const format of ['csv', 'json'])
      for (const [search, param, message] of cases) {
        const response = await fetch(`${server.url}/api/keterbukaan/anggaran.${format}?${search}`);
        expect(response.status, search).toBe(400);
        const body = (await response.json()) as {
          error: { code: string; message: string; fields: Record<string, string> };
        };
        expect(body.error).toMatchObject({
          code: 'VALIDATION',
          message,
          fields: { [param]: message },
        });
      }
    const live = '/api/live/anggaran/halaman';
    for (const p of ['bukan-json', JSON.stringify({ ...FIRST_ANGGARAN_PAGE, status: 'Gosip' })])
      expect((await fetch(`${server.url}${live}?p=${encodeURIComponent(p)}`)).status).toBe(400);
    expect((await fetch(`${server.url}${live}`)).status).toBe(400);
  });

  it('leads /keterbukaan-informasi to the anggaran page, query kept', async () => {
    const response = await fetch(`${server.url}/keterbukaan-informasi?tahun=2025`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/keterbukaan-informasi/anggaran?tahun=2025');
  });

  it('shows a programme saved by Kementerian Keuangan on an open page, live', async () => {
    const keuangan = backendAs(server, 'admin', 'Kementerian Keuangan');
    const query = { ...FIRST_ANGGARAN_PAGE, q: 'Zenith Tahunan' };
    const before = await valueOf<AnggaranOverview>((o) => visitor.anggaran.watchSummary(o));
    const shown = valueOf<AnggaranPage>(
      (o) => visitor.anggaran.watchPage(query, o),
      (p) => p.total === 1,
    );
    const totals = valueOf<AnggaranOverview>(
      (o) => visitor.anggaran.watchSummary(o),
      (o) => o.ringkasan.jumlahProgram === PROGRAMMES + 1,
    );
    const created = await keuangan.resources.create(anggaranResource, {
      ...programmeInput(PROGRAMMES + 1, [MISSING_ORG], random(3)),
      namaProgram: 'Zenith Tahunan',
      status: 'Berjalan',
      totalDisetujui: 9_000_000,
      realisasi: {
        mode: 'rincian',
        rincian: [
          { deskripsi: 'Sewa aula', jumlah: 2_000_000, tanggal: '2025-09-01' },
          { deskripsi: 'Konsumsi', jumlah: 1_500_000, tanggal: '2025-09-02' },
          { deskripsi: 'Cetak', jumlah: 500_000, tanggal: '' },
        ],
      },
    });
    expect((await shown).items[0]).toMatchObject({ id: created.id, totalRealisasi: 4_000_000 });
    const after = await totals;
    expect(after.ringkasan.totalRealisasi - before.ringkasan.totalRealisasi).toBe(4_000_000);
    expect(after.ringkasan.totalDisetujui - before.ringkasan.totalDisetujui).toBe(9_000_000);
    await keuangan.resources.remove(anggaranResource, created.id);
  });

  it('refuses writes by an admin of another ministry (403), and nothing changes', async () => {
    const dagri = backendAs(server, 'admin', 'Kementerian Dalam Negeri');
    const programmes = () => JSON.stringify(server.services.resources.of(anggaranResource).list());
    const lists = () => JSON.stringify(server.services.resources.of(standarBiayaResource).list());
    const [programmesBefore, listsBefore] = [programmes(), lists()];
    const someProgramme = stored[0]!;
    const someList = server.services.resources.of(standarBiayaResource).list()[0]!;
    const attempts: (() => Promise<unknown>)[] = [
      () => dagri.resources.create(anggaranResource, { ...someProgramme, namaProgram: 'Titipan' }),
      () =>
        dagri.resources.update(anggaranResource, someProgramme.id, {
          ...someProgramme,
          totalDisetujui: 1,
        }),
      () => dagri.resources.remove(anggaranResource, someProgramme.id),
      () => dagri.resources.create(standarBiayaResource, { tahun: 2030, items: [] }),
      () =>
        dagri.resources.update(standarBiayaResource, someList.id, {
          tahun: someList.tahun,
          items: [],
        }),
      () => dagri.resources.remove(standarBiayaResource, someList.id),
    ];
    for (const attempt of attempts)
      await expect(attempt()).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(programmes()).toBe(programmesBefore);
    expect(lists()).toBe(listsBefore);
  });
});
