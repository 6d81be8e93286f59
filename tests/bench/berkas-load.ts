/**
 * SI-BERKAS figures of issue 4: intake with a 1 MB file and tracking lookups (autocannon through
 * HTTP), and the admin list's first page and a search over 10,000 submissions (timed through
 * HTTP after seeding them straight into the database).
 */
import { randomUUID } from 'node:crypto';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { initialVerifiers } from '../../src/shared/berkas/status';
import { formatTicket } from '../../src/shared/berkas/ticket';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import type { TempServer } from '../support/temp-server';
import type { HttpLoadTarget } from './http-load';

export const SEEDED_SUBMISSIONS = 10_000;

export interface ListTiming {
  label: string;
  medianMs: number;
  maxMs: number;
  total: number;
}

/** 10,000 submissions with varied names and organisers, inserted in one transaction. */
export function seedSubmissions(server: TempServer): string {
  const organisers = ['Hima TKN', 'Hima EMC', 'UKM Robotika', 'UKM Seni', 'DPM', 'BEM'];
  const statuses = [
    'Diajukan',
    'Dalam Proses Verifikasi',
    'Revisi Diperlukan',
    'Disetujui',
    'Selesai',
  ] as const;
  let lastTicket = '';
  server.db.transaction(() => {
    for (let i = 0; i < SEEDED_SUBMISSIONS; i += 1) {
      const created = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      // Another year than the demo submissions, so the two never share a ticket.
      lastTicket = formatTicket(2025, i);
      server.services.submissions.insert({
        id: randomUUID(),
        ticketId: lastTicket,
        answers: {
          namaKegiatan: `Kegiatan ${i}`,
          penyelenggara: organisers[i % organisers.length]!,
        },
        namaKegiatan: `Kegiatan ${i % 7 === 0 ? 'Seminar Reaktor' : 'Pelatihan'} ${i}`,
        penyelenggara: organisers[i % organisers.length]!,
        currentStatus: statuses[i % statuses.length]!,
        verifiers: initialVerifiers(),
        finalResponse: null,
        createdAt: created,
        updatedAt: created,
      });
    }
  })();
  return lastTicket;
}

export function berkasTargets(ticket: string): HttpLoadTarget[] {
  // It starts like a PDF: the server checks the content against the extension.
  const content = Buffer.alloc(1_048_576, 1);
  content.write('%PDF-1.4\n');
  const oneMegabyte = encodeUploadedFile(
    `data:application/pdf;base64,${content.toString('base64')}`,
    'proposal.pdf',
  );
  return [
    {
      label: `GET /api/berkas/track/${ticket}`,
      path: `/api/berkas/track/${ticket}`,
      // Issue 4: at least 5,000 lookups per second, p99 under 20 ms.
      target: { minRequestsPerSecond: 5_000, maxP99Ms: 20 },
    },
    {
      label: 'POST /api/berkas/intake (berkas 1 MB)',
      path: '/api/berkas/intake',
      method: 'POST',
      body: {
        namaKegiatan: 'Bench',
        penyelenggara: 'BEM',
        jenisBerkas: 'Proposal Kegiatan',
        tanggalKegiatan: '2026-12-01',
        kontak: '0812',
        berkasPengajuan: oneMegabyte,
      },
    },
  ];
}

/** The first page and a search, each asked 20 times by a signed-in admin of a verifying ministry. */
export async function timeAdminList(baseUrl: string): Promise<ListTiming[]> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dagri@bem.demo', password: DEMO_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const timings: ListTiming[] = [];
  for (const [label, query] of [
    ['Daftar admin, halaman pertama (10)', 'limit=10'],
    ['Daftar admin, cari "reaktor"', 'limit=10&q=reaktor'],
  ] as const) {
    const samples: number[] = [];
    let total = 0;
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/berkas/submissions?${query}`, {
        headers: { cookie },
      });
      total = ((await response.json()) as { total: number }).total;
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    timings.push({ label, medianMs: samples[10]!, maxMs: samples.at(-1)!, total });
  }
  return timings;
}
