import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import type { StatusCounts, WorkQueue } from '../../src/shared/berkas/work-queue';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';

/**
 * The staff's work queue (issue 12, item 11) against the real server with its demo data: one
 * submission in every status (src/server/seed/demo-berkas.ts), then a few of our own.
 */
let server: TempServer;
let api: ReturnType<typeof apiClient>;
const as: Record<string, Caller> = {};

beforeAll(async () => {
  server = await startTempServer(
    {},
    { rateLimits: { signInPerAddress: 1000, signInPerAccount: 1000, windowMs: 60_000 } },
  );
  api = apiClient(server.url);
  for (const name of ['sekjen', 'dagri', 'keuangan', 'banggar', 'master'])
    as[name] = await api.signIn(`${name}@bem.demo`, DEMO_PASSWORD);
});
afterAll(async () => {
  await server.dispose();
});

const counts = async (q?: string) => {
  const response = await api.call(
    'GET',
    `/api/berkas/submission-counts${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
    { as: as.sekjen },
  );
  expect(response.status).toBe(200);
  return response.body as StatusCounts;
};
const queue = async (who: string) => {
  const response = await api.call('GET', '/api/berkas/work-queue', { as: as[who] });
  expect(response.status).toBe(200);
  return response.body as WorkQueue;
};
// The demo rows may share a millisecond, so their order is checked in work-queue.test.ts instead.
const tickets = (bucket: WorkQueue['waiting']) => bucket?.items.map((i) => i.namaKegiatan).sort();

describe('filter counts', () => {
  it('counts every status and the total, within the current search', async () => {
    expect(await counts()).toEqual({
      total: 5,
      Diajukan: 1,
      'Dalam Proses Verifikasi': 1,
      'Revisi Diperlukan': 1,
      Disetujui: 1,
      Selesai: 1,
    });
    // "ukm" matches UKM Robotika (Revisi) and UKM PMK (Selesai), case-insensitively.
    expect(await counts('ukm')).toEqual({
      total: 2,
      Diajukan: 0,
      'Dalam Proses Verifikasi': 0,
      'Revisi Diperlukan': 1,
      Disetujui: 0,
      Selesai: 1,
    });
    // LIKE's wildcards are plain characters in a search.
    expect((await counts('%')).total).toBe(0);
  });

  it('refuses an over-long search with a clear message and nothing counted', async () => {
    const response = await api.call('GET', `/api/berkas/submission-counts?q=${'x'.repeat(201)}`, {
      as: as.sekjen,
    });
    expect(response.status).toBe(400);
  });
});

describe('work queue per role', () => {
  it('an admin of a verifying ministry sees what waits for their verifier', async () => {
    const keuangan = await queue('keuangan');
    expect(keuangan.verifier).toBe('kemenkeu');
    // Lomba Robotik waits for the student's revision, not for Keuangan; closed ones never wait.
    expect(keuangan.waiting).toMatchObject({ total: 2 });
    expect(tickets(keuangan.waiting)).toEqual([
      'Pelatihan Instrumentasi Nuklir',
      'Seminar Keselamatan Radiasi',
    ]);
    expect(keuangan.readyForApproval).toBeNull();
    expect(keuangan.awaitingFinal).toBeNull();
    // Only what the list shows: no answers, no contact.
    expect(Object.keys(keuangan.waiting!.items[0]!).sort()).toEqual([
      'createdAt',
      'currentStatus',
      'id',
      'namaKegiatan',
      'penyelenggara',
      'ticketId',
    ]);
  });

  it('banggar sees its own verifier; Sekretariat Jenderal also ACC and the final follow-up', async () => {
    const banggar = await queue('banggar');
    expect(banggar.verifier).toBe('banggar');
    expect(banggar.waiting?.total).toBe(3);
    expect(banggar.readyForApproval).toBeNull();

    const sekjen = await queue('sekjen');
    expect(sekjen.verifier).toBe('sekjend');
    // Pelatihan was verified by sekjend in the demo data.
    expect(tickets(sekjen.waiting)).toEqual([
      'Lomba Robotik Antarkampus',
      'Seminar Keselamatan Radiasi',
    ]);
    expect(sekjen.readyForApproval).toEqual({ total: 0, items: [] });
    expect(tickets(sekjen.awaitingFinal)).toEqual(['Malam Keakraban Mahasiswa Baru']);
  });

  it('master has no verifier of their own but sees ACC and the follow-up; the queue follows the workflow', async () => {
    const master = await queue('master');
    expect(master.verifier).toBeNull();
    expect(master.waiting).toBeNull();
    expect(master.awaitingFinal?.total).toBe(1);

    const seminar = server.services.submissions
      .queueCandidates()
      .find((s) => s.namaKegiatan === 'Seminar Keselamatan Radiasi')!;
    for (const who of ['sekjen', 'dagri', 'keuangan', 'banggar']) {
      const response = await api.call(
        'POST',
        `/api/berkas/submissions/${seminar.id}/verification`,
        { as: as[who], body: { action: 'verify', catatan: '' } },
      );
      expect(response.status, who).toBe(200);
    }
    expect(tickets((await queue('master')).readyForApproval)).toEqual([
      'Seminar Keselamatan Radiasi',
    ]);
    expect(tickets((await queue('keuangan')).waiting)).toEqual(['Pelatihan Instrumentasi Nuklir']);
    const afterCounts = await counts();
    expect(afterCounts.Diajukan).toBe(0);
    expect(afterCounts['Dalam Proses Verifikasi']).toBe(2);
  });
});
