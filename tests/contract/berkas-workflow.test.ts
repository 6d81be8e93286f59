import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;
const as: Record<string, Caller> = {};

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
  for (const name of ['sekjen', 'dagri', 'keuangan', 'banggar', 'master', 'pora'])
    as[name] = await api.signIn(`${name}@bem.demo`, DEMO_PASSWORD);
});
afterAll(async () => {
  await server.dispose();
});

async function submit(
  namaKegiatan: string,
  penyelenggara = 'Hima TKN',
): Promise<{ id: string; ticketId: string }> {
  const response = await api.call('POST', '/api/berkas/intake', {
    body: {
      namaKegiatan,
      penyelenggara,
      jenisBerkas: 'Proposal Kegiatan',
      tanggalKegiatan: '2026-12-05',
      kontak: '0812',
      berkasPengajuan: 'https://drive.google.com/x',
    },
  });
  const ticketId = (response.body as { data: { ticketId: string } }).data.ticketId;
  return { id: server.services.submissions.findByTicket(ticketId)!.id, ticketId };
}

const act = (who: string, id: string, action: string, catatan = '', verifier?: string) =>
  api.call('POST', `/api/berkas/submissions/${id}/verification`, {
    as: as[who],
    body: { action, catatan, ...(verifier ? { verifier } : {}) },
  });
const track = async (ticket: string) =>
  (
    (await api.call('GET', `/api/berkas/track/${ticket}`)).body as {
      submission: Record<string, unknown>;
    }
  ).submission;
const message = (body: unknown) => (body as { error: { message: string } }).error.message;

describe('the verification workflow, enforced by the server', () => {
  it('runs the whole lifecycle: revision, four verifications, ACC, final follow-up with a reply letter', async () => {
    const { id, ticketId } = await submit('Lomba Inovasi Nuklir');
    expect(await track(ticketId)).toMatchObject({ currentStatus: 'Diajukan' });

    const noNote = await act('keuangan', id, 'request-revision', ' ');
    expect(noNote.status).toBe(409);
    expect(message(noNote.body)).toBe('Catatan verifikasi wajib diisi saat meminta revisi.');
    expect((await act('keuangan', id, 'request-revision', 'Lengkapi RAB')).status).toBe(200);
    const revised = await track(ticketId);
    expect(revised).toMatchObject({
      currentStatus: 'Revisi Diperlukan',
      verifiers: { kemenkeu: { status: 'revisi', catatan: 'Lengkapi RAB' } },
    });

    for (const who of ['sekjen', 'dagri', 'keuangan', 'banggar'])
      expect((await act(who, id, 'verify')).status, who).toBe(200);
    expect(await track(ticketId)).toMatchObject({ currentStatus: 'Dalam Proses Verifikasi' });

    expect(
      (await api.call('POST', `/api/berkas/submissions/${id}/approve`, { as: as.keuangan })).status,
    ).toBe(403);
    expect(
      (await api.call('POST', `/api/berkas/submissions/${id}/approve`, { as: as.sekjen })).status,
    ).toBe(200);
    expect(await track(ticketId)).toMatchObject({ currentStatus: 'Disetujui' });
    // Closed: verification can no longer change, by anyone.
    expect((await act('dagri', id, 'cancel-verification')).status).toBe(409);
    expect(
      (await api.call('POST', `/api/berkas/submissions/${id}/approve`, { as: as.sekjen })).status,
    ).toBe(409);

    const empty = await api.call('POST', `/api/berkas/submissions/${id}/final`, {
      as: as.sekjen,
      body: { catatan: '' },
    });
    expect(message(empty.body)).toBe('Harap isi catatan atau berikan tautan surat balasan.');
    const letter = encodeUploadedFile(
      `data:application/pdf;base64,${Buffer.from('%PDF-1.4 surat').toString('base64')}`,
      'Surat Balasan.pdf',
    );
    const final = await api.call('POST', `/api/berkas/submissions/${id}/final`, {
      as: as.sekjen,
      body: { catatan: 'Disetujui, silakan laksanakan.', letter },
    });
    expect(final.status).toBe(200);
    const done = await track(ticketId);
    expect(done).toMatchObject({
      currentStatus: 'Selesai',
      finalResponse: { catatan: 'Disetujui, silakan laksanakan.', fileName: 'Surat Balasan.pdf' },
    });
    // The reply letter is public to whoever tracks the ticket.
    const download = await api.call('GET', (done.finalResponse as { fileUrl: string }).fileUrl);
    expect(download.status).toBe(200);
    expect(
      (
        await api.call('POST', `/api/berkas/submissions/${id}/final`, {
          as: as.sekjen,
          body: { catatan: 'lagi' },
        })
      ).status,
    ).toBe(409);

    const detail = await api.call('GET', `/api/berkas/submissions/${id}`, { as: as.banggar });
    const actions = (detail.body as { events: { action: string }[] }).events.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'Minta Revisi sebagai Kementerian Keuangan',
        'Persetujuan akhir (ACC)',
        'Tindak lanjut akhir',
      ]),
    );
  });

  it('refuses ACC until all four verified, and lets the master act as a chosen verifier', async () => {
    const { id } = await submit('Rapat Kerja');
    expect(
      (await api.call('POST', `/api/berkas/submissions/${id}/approve`, { as: as.master })).status,
    ).toBe(409);
    const noChoice = await act('master', id, 'verify');
    expect(message(noChoice.body)).toBe('Peran Anda tidak terdefinisi.');
    for (const verifier of ['sekjend', 'kemendagri', 'kemenkeu', 'banggar'])
      expect((await act('master', id, 'verify', '', verifier)).status).toBe(200);
    expect(
      (await api.call('POST', `/api/berkas/submissions/${id}/approve`, { as: as.master })).status,
    ).toBe(200);
  });

  it('keeps people outside the rules out, changing nothing', async () => {
    const { id } = await submit('Bakti Sosial');
    const before = JSON.stringify(server.services.submissions.findById(id));
    expect((await act('pora', id, 'verify')).status).toBe(403);
    expect(
      (
        await api.call('POST', `/api/berkas/submissions/${id}/verification`, {
          body: { action: 'verify' },
        })
      ).status,
    ).toBe(401);
    expect((await api.call('GET', '/api/berkas/submissions', { as: as.pora })).status).toBe(403);
    expect(JSON.stringify(server.services.submissions.findById(id))).toBe(before);
  });
});

describe('the admin list', () => {
  it('is newest first, filters by status, searches case-insensitively and pages by ten', async () => {
    for (let i = 0; i < 12; i += 1)
      await submit(`Pelatihan Reaktor ${i}`, i % 2 ? 'UKM Aeromodelling' : 'Hima EMC');
    const page = await api.call('GET', '/api/berkas/submissions?q=REAKTOR&limit=10', {
      as: as.dagri,
    });
    const body = page.body as {
      items: { namaKegiatan: string; createdAt: string }[];
      total: number;
    };
    expect(body.total).toBe(12);
    expect(body.items).toHaveLength(10);
    expect(body.items.map((s) => s.createdAt)).toEqual(
      [...body.items.map((s) => s.createdAt)].sort().reverse(),
    );
    const byOrganiser = await api.call('GET', '/api/berkas/submissions?q=aeromodelling', {
      as: as.dagri,
    });
    expect((byOrganiser.body as { total: number }).total).toBe(6);
    const selesai = await api.call(
      'GET',
      `/api/berkas/submissions?status=${encodeURIComponent('Selesai')}`,
      { as: as.dagri },
    );
    expect(
      (selesai.body as { items: { currentStatus: string }[] }).items.every(
        (s) => s.currentStatus === 'Selesai',
      ),
    ).toBe(true);
  });
});
