import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { RESUBMISSION_MESSAGES } from '../../src/shared/berkas/resubmission';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;
const as: Record<string, Caller> = {};

beforeAll(async () => {
  server = await startTempServer(
    { publicUrl: 'https://bem.example.ac.id' },
    { rateLimits: GENEROUS_RATE_LIMITS },
  );
  api = apiClient(server.url);
  for (const name of ['sekjen', 'dagri', 'keuangan', 'banggar'])
    as[name] = await api.signIn(`${name}@bem.demo`, DEMO_PASSWORD);
});
afterAll(async () => {
  await server.dispose();
});

/** A file that starts like a PDF (the server checks the content), `text` after the header. */
const pdf = (name: string, text = 'isi') =>
  encodeUploadedFile(
    `data:application/pdf;base64,${Buffer.from(`%PDF-1.4\n${text}`).toString('base64')}`,
    name,
  );

async function submit(extra: Record<string, string> = {}) {
  const response = await api.call('POST', '/api/berkas/intake', {
    body: {
      namaKegiatan: 'Seminar Reaktor',
      penyelenggara: 'Hima TKN',
      jenisBerkas: 'Proposal Kegiatan',
      tanggalKegiatan: '2026-12-05',
      kontak: '0812',
      berkasPengajuan: pdf('proposal.pdf', 'versi satu'),
      ...extra,
    },
  });
  expect(response.status).toBe(200);
  const data = (response.body as { data: { ticketId: string; revisionCode: string } }).data;
  return {
    ...data,
    id: server.services.submissions.findByTicket(data.ticketId)!.id,
  };
}

const act = (who: string, id: string, action: string, catatan = '') =>
  api.call('POST', `/api/berkas/submissions/${id}/verification`, {
    as: as[who],
    body: { action, catatan },
  });
const dbState = (id: string) =>
  JSON.stringify({
    submission: server.db.prepare('SELECT * FROM submissions WHERE id = ?').get(id),
    versions: server.db
      .prepare('SELECT * FROM submission_versions WHERE submission_id = ?')
      .all(id),
    files: server.db.prepare('SELECT id FROM stored_files WHERE submission_id = ?').all(id),
    events: server.db
      .prepare('SELECT COUNT(*) AS n FROM submission_events WHERE submission_id = ?')
      .get(id),
  });
const message = (body: unknown) => (body as { error: { message: string } }).error.message;
const outbox = () => {
  const dir = path.join(server.dataDir, 'outbox');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    : [];
};
const mailsTo = (address: string) => outbox().filter((mail) => mail.includes(`To: ${address}`));

describe('the revision code', () => {
  it('comes with the ticket from the intake; only its hash is stored', async () => {
    const { ticketId, revisionCode, id } = await submit();
    expect(ticketId).toMatch(/^BEM-\d{4}-\d{5}$/);
    expect(revisionCode).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/);
    const row = server.db
      .prepare('SELECT revision_code_hash FROM submissions WHERE id = ?')
      .get(id) as { revision_code_hash: string };
    expect(row.revision_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(server.db.prepare('SELECT * FROM submissions').all())).not.toContain(
      revisionCode,
    );
  });
});

describe('sending a correction', () => {
  it('is refused with a wrong code or the ticket alone, and changes nothing', async () => {
    const { ticketId, id } = await submit();
    await act('keuangan', id, 'request-revision', 'Lengkapi RAB');
    const before = dbState(id);
    for (const revisionCode of ['', 'AAAA-BBBB-CCCC-DDDD-EEEE', 'salah']) {
      const opened = await api.call('POST', '/api/berkas/revision/open', {
        body: { ticketId, revisionCode },
      });
      expect(opened.status).toBe(403);
      expect(message(opened.body)).toBe(RESUBMISSION_MESSAGES.wrongCode);
      const sent = await api.call('POST', '/api/berkas/revision', {
        body: { ticketId, revisionCode, answers: { namaKegiatan: 'Diubah' } },
      });
      expect(sent.status).toBe(403);
    }
    // An unknown ticket answers exactly the same.
    const unknown = await api.call('POST', '/api/berkas/revision/open', {
      body: { ticketId: 'BEM-2000-00000', revisionCode: 'AAAA-BBBB-CCCC-DDDD-EEEE' },
    });
    expect(unknown.status).toBe(403);
    expect(message(unknown.body)).toBe(RESUBMISSION_MESSAGES.wrongCode);
    expect(dbState(id)).toBe(before);
  });

  it('is refused unless the status is Revisi Diperlukan', async () => {
    const { ticketId, revisionCode, id } = await submit();
    const before = dbState(id);
    const sent = await api.call('POST', '/api/berkas/revision', {
      body: { ticketId, revisionCode, answers: { namaKegiatan: 'Diubah' } },
    });
    expect(sent.status).toBe(409);
    expect(message(sent.body)).toBe(RESUBMISSION_MESSAGES.notInRevision);
    expect(dbState(id)).toBe(before);
  });

  it('opens the current answers with files by name only', async () => {
    const { ticketId, revisionCode, id } = await submit();
    await act('keuangan', id, 'request-revision', 'Lengkapi RAB');
    const opened = await api.call('POST', '/api/berkas/revision/open', {
      body: { ticketId: ticketId.toLowerCase(), revisionCode: revisionCode.replace(/-/g, ' ') },
    });
    expect(opened.status).toBe(200);
    const { draft } = opened.body as {
      draft: { answers: Record<string, string>; files: Record<string, string> };
    };
    expect(draft.files).toEqual({ berkasPengajuan: 'proposal.pdf' });
    expect(draft.answers).toMatchObject({ namaKegiatan: 'Seminar Reaktor', kontak: '0812' });
    expect(JSON.stringify(draft)).not.toContain('/api/files/');
  });

  it('with the right code keeps the old version, resets the verifiers who asked, and is traced', async () => {
    const { ticketId, revisionCode, id } = await submit();
    await act('sekjen', id, 'verify');
    await act('keuangan', id, 'request-revision', 'Lengkapi RAB');
    await act('banggar', id, 'request-revision', 'Tanggal salah');
    const first = server.services.submissions.findById(id)!;
    const sent = await api.call('POST', '/api/berkas/revision', {
      body: {
        ticketId,
        revisionCode,
        answers: {
          namaKegiatan: 'Seminar Reaktor Nuklir',
          penyelenggara: 'Hima TKN',
          jenisBerkas: 'Proposal Kegiatan',
          tanggalKegiatan: '2026-12-06',
          kontak: '0812',
          berkasPengajuan: pdf('proposal-revisi.pdf', 'versi dua'),
        },
      },
    });
    expect(sent.status).toBe(200);
    expect((sent.body as { submission: { currentStatus: string } }).submission.currentStatus).toBe(
      'Dalam Proses Verifikasi',
    );
    const after = server.services.submissions.findById(id)!;
    expect(after.currentStatus).toBe('Dalam Proses Verifikasi');
    expect(after.namaKegiatan).toBe('Seminar Reaktor Nuklir');
    expect(after.verifiers.sekjend.status).toBe('diverifikasi');
    expect(after.verifiers.kemenkeu).toMatchObject({ status: 'menunggu', catatan: '' });
    expect(after.verifiers.banggar).toMatchObject({ status: 'menunggu', catatan: '' });
    expect(after.verifiers.kemendagri).toEqual(first.verifiers.kemendagri);
    expect(after.answers.berkasPengajuan).not.toBe(first.answers.berkasPengajuan);

    const detail = await api.call('GET', `/api/berkas/submissions/${id}`, { as: as.keuangan });
    const body = detail.body as {
      versions: { version: number; answers: Record<string, string> }[];
      events: { action: string; oleh: string }[];
    };
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0]).toMatchObject({ version: 1, answers: first.answers });
    expect(body.events.at(-1)).toMatchObject({
      action: 'Perbaikan dikirim oleh pengaju',
      oleh: 'Pengaju',
    });
    const histori = server.db
      .prepare('SELECT action FROM histori WHERE action LIKE ?')
      .all(`%${ticketId}%`) as { action: string }[];
    expect(histori.map((h) => h.action)).toContain(`Perbaikan dikirim oleh pengaju — ${ticketId}`);

    // Both files stay downloadable by the staff.
    for (const link of [first.answers.berkasPengajuan!, after.answers.berkasPengajuan!]) {
      const file = await api.call('GET', link, { as: as.keuangan });
      expect(file.status).toBe(200);
    }
    const dir = path.join(server.dataDir, 'files', 'submissions', id);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);

    // Sent once; the same code is refused now that the status is no longer Revisi Diperlukan.
    const again = await api.call('POST', '/api/berkas/revision', {
      body: { ticketId, revisionCode, answers: {} },
    });
    expect(again.status).toBe(409);
  });

  it('keeps a file left empty, and checks new files as the intake does', async () => {
    const { ticketId, revisionCode, id } = await submit();
    await act('dagri', id, 'request-revision', 'Perbaiki kontak');
    const first = server.services.submissions.findById(id)!;
    const base = {
      namaKegiatan: 'Seminar Reaktor',
      penyelenggara: 'Hima TKN',
      jenisBerkas: 'Proposal Kegiatan',
      tanggalKegiatan: '2026-12-05',
      kontak: '0813',
    };
    const before = dbState(id);
    const badType = await api.call('POST', '/api/berkas/revision', {
      body: { ticketId, revisionCode, answers: { ...base, rab: pdf('rab.exe') } },
    });
    expect(badType.status).toBe(400);
    expect(message(badType.body)).toContain('rab.exe');
    const tooBig = await api.call('POST', '/api/berkas/revision', {
      body: {
        ticketId,
        revisionCode,
        answers: { ...base, rab: pdf('rab.pdf', 'x'.repeat(5 * 1024 * 1024 + 1)) },
      },
    });
    expect(tooBig.status).toBe(400);
    expect(message(tooBig.body)).toBe(
      "Ukuran file terlalu besar (Maks 5MB). Silakan gunakan opsi 'Gunakan Tautan'.",
    );
    const missing = await api.call('POST', '/api/berkas/revision', {
      body: { ticketId, revisionCode, answers: { ...base, namaKegiatan: '' } },
    });
    expect(missing.status).toBe(400);
    expect(dbState(id)).toBe(before);

    const kept = await api.call('POST', '/api/berkas/revision', {
      body: { ticketId, revisionCode, answers: base },
    });
    expect(kept.status).toBe(200);
    const after = server.services.submissions.findById(id)!;
    expect(after.answers.berkasPengajuan).toBe(first.answers.berkasPengajuan);
    expect(after.answers.kontak).toBe('0813');
  });
});

describe('e-mail to the submitter', () => {
  it('sends the ticket, the code and the tracking link on submission, then each status change', async () => {
    const address = 'pengaju.revisi@example.ac.id';
    const { ticketId, revisionCode, id } = await submit({ email: address });
    const [received] = mailsTo(address);
    expect(received).toContain(`Subject: Berkas diterima — ${ticketId}`);
    expect(received).toContain(`Kode revisi: ${revisionCode}`);
    expect(received).toContain(
      `https://bem.example.ac.id/layanan/berkaskm/lacak?ticket=${ticketId}`,
    );

    await act('keuangan', id, 'request-revision', 'Lengkapi RAB');
    const revision = mailsTo(address).find((mail) => mail.includes('Revisi diperlukan'));
    expect(revision).toContain('Kementerian Keuangan: Lengkapi RAB');
    expect(revision).toContain('Kirim Perbaikan');

    await api.call('POST', '/api/berkas/revision', {
      body: {
        ticketId,
        revisionCode,
        answers: {
          namaKegiatan: 'Seminar Reaktor',
          penyelenggara: 'Hima TKN',
          jenisBerkas: 'Proposal Kegiatan',
          tanggalKegiatan: '2026-12-05',
          kontak: '0812',
          email: address,
        },
      },
    });
    for (const who of ['sekjen', 'dagri', 'keuangan', 'banggar']) await act(who, id, 'verify');
    expect(
      (await api.call('POST', `/api/berkas/submissions/${id}/approve`, { as: as.sekjen })).status,
    ).toBe(200);
    expect(mailsTo(address).some((mail) => mail.includes(`Berkas disetujui — ${ticketId}`))).toBe(
      true,
    );
    const finished = await api.call('POST', `/api/berkas/submissions/${id}/final`, {
      as: as.sekjen,
      body: { catatan: 'Silakan ambil dana di sekretariat.', letter: pdf('balasan.pdf') },
    });
    expect(finished.status).toBe(200);
    const done = mailsTo(address).find((mail) => mail.includes('Berkas selesai'));
    expect(done).toContain('Silakan ambil dana di sekretariat.');
    expect(done).toMatch(/https:\/\/bem\.example\.ac\.id\/api\/files\/[A-Za-z0-9_-]+/);
  });

  it('sends nothing when the form had no e-mail answer', async () => {
    const before = outbox().length;
    const { id } = await submit();
    await act('keuangan', id, 'request-revision', 'Lengkapi RAB');
    expect(outbox().length).toBe(before);
  });

  it('never fails the action when the mail cannot be sent', async () => {
    const original = server.services.mailer.send;
    server.services.mailer.send = () => Promise.reject(new Error('SMTP mati'));
    try {
      const { id } = await submit({ email: 'gagal@example.ac.id' });
      expect((await act('keuangan', id, 'request-revision', 'Lengkapi RAB')).status).toBe(200);
    } finally {
      server.services.mailer.send = original;
    }
  });
});
