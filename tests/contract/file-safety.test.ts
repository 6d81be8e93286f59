/**
 * Issue 13, findings of the hostile probe about stored files: unbounded upload names, the type the
 * submitter claimed served back, world-readable data, and a permanent public reply-letter link.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { finishWithLetter, submitIntake } from './support/berkas-journeys';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;
let master: Caller;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
  master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
});
afterAll(async () => {
  await server.dispose();
});

const PDF = Buffer.from('%PDF-1.4\n%uji\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const upload = (content: Buffer, name: string, claimed = 'application/pdf') =>
  encodeUploadedFile(`data:${claimed};base64,${content.toString('base64')}`, name);

const message = (body: unknown) => (body as { error: { message: string } }).error.message;
const storedState = () => ({
  submissions: server.services.submissions.count(),
  files: (server.db.prepare('SELECT COUNT(*) AS n FROM stored_files').get() as { n: number }).n,
  onDisk: fs.existsSync(path.join(server.dataDir, 'files'))
    ? fs.readdirSync(path.join(server.dataDir, 'files'), { recursive: true }).length
    : 0,
});

const submit = (file: string) => submitIntake(api, file);
/** A submission taken to Selesai with a reply letter; its permanent link and ticket. */
const finishedWithLetter = (letter: string) => finishWithLetter(api, server, master, letter);

describe('upload file names are bounded', () => {
  it('refuses a 2,000,000-character name with an Indonesian message and stores nothing', async () => {
    const before = storedState();
    for (const name of [`${'a'.repeat(2_000_000)}.pdf`, `${'a'.repeat(252)}.pdf`]) {
      const { response } = await submit(upload(PDF, name));
      expect(response.status).toBe(400);
      expect(message(response.body)).toContain('terlalu panjang (maksimal 255 karakter)');
    }
    expect(storedState()).toEqual(before);
    const longest = await submit(upload(PDF, `${'a'.repeat(251)}.pdf`));
    expect(longest.response.status).toBe(200);
  });

  it('refuses a reply letter with an over-long name', async () => {
    const { finished } = await finishedWithLetter(upload(PDF, `${'b'.repeat(300)}.pdf`));
    expect(finished.status).toBe(400);
    expect(message(finished.body)).toContain('terlalu panjang');
  });

  it('keeps the download header short for a long name', async () => {
    const { link } = await submit(upload(PDF, `${'é'.repeat(250)}.pdf`));
    const file = await api.call('GET', link!, { as: master });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')!.length).toBeLessThan(1_000);
  });
});

describe('stored files are served by their content, as attachments', () => {
  it('serves the type the content shows, not the one claimed', async () => {
    const png = await submit(upload(PNG, 'foto.png', 'text/html'));
    const pdf = await submit(upload(PDF, 'proposal.pdf', 'text/html'));
    for (const [link, type] of [
      [png.link, 'image/png'],
      [pdf.link, 'application/pdf'],
    ] as const) {
      const file = await api.call('GET', link!, { as: master });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses a .pdf that is not a PDF, and stores nothing', async () => {
    const before = storedState();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { response } = await submit(upload(html, 'proposal.pdf'));
    expect(response.status).toBe(400);
    expect(message(response.body)).toBe(
      'Isi berkas "proposal.pdf" tidak sesuai dengan jenis berkasnya. Unggah berkas asli, bukan berkas yang diganti namanya.',
    );
    const letter = await finishedWithLetter(upload(html, 'balasan.pdf'));
    expect(letter.finished.status).toBe(400);
    expect(storedState().files).toBe(before.files);
    expect(storedState().onDisk).toBe(before.onDisk);
  });
});

describe('the reply letter is public only by a link that expires', () => {
  it('tracking hands out a signed link; the permanent one needs a panel session', async () => {
    const { finished, ticketId } = await finishedWithLetter(upload(PDF, 'Balasan.pdf'));
    expect(finished.status).toBe(200);
    const permanent = (finished.body as { submission: { finalResponse: { fileUrl: string } } })
      .submission.finalResponse.fileUrl;
    const tracked = await api.call('GET', `/api/berkas/track/${ticketId}`);
    const signed = (tracked.body as { submission: { finalResponse: { fileUrl: string } } })
      .submission.finalResponse.fileUrl;
    expect(signed).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+\?exp=\d+&sig=[A-Za-z0-9_-]+$/);
    expect(signed.startsWith(`${permanent}?`)).toBe(true);

    const opened = await api.call('GET', signed);
    expect(opened.status).toBe(200);
    expect(opened.body).toBe(PDF.toString());

    const anonymous = await api.call('GET', permanent);
    expect(anonymous.status).toBe(403);
    expect(message(anonymous.body)).toBe(
      'Tautan unduhan tidak sah. Buka surat balasan dari halaman Lacak Berkas.',
    );
    const tampered = await api.call(
      'GET',
      signed.replace(/exp=(\d+)/, (_m, exp) => `exp=${Number(exp) + 3600}`),
    );
    expect(tampered.status).toBe(403);
    expect((await api.call('GET', permanent, { as: master })).status).toBe(200);
  });

  it('an expired link gets a clear Indonesian 410', async () => {
    const { finished } = await finishedWithLetter(upload(PDF, 'Balasan.pdf'));
    const permanent = (finished.body as { submission: { finalResponse: { fileUrl: string } } })
      .submission.finalResponse.fileUrl;
    const id = permanent.split('/').pop()!;
    const expired = await api.call('GET', server.services.letterLinks.link(id, -1_000));
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({
      error: {
        code: 'LINK_EXPIRED',
        message:
          'Tautan unduhan sudah kedaluwarsa. Buka kembali halaman Lacak Berkas untuk mendapatkan tautan baru.',
      },
    });
  });
});

describe('the data is readable by the server account only', () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it('data dir and folders 0700, database and files 0600', async () => {
    const { link } = await submit(upload(PDF, 'proposal.pdf'));
    expect(link).toBeDefined();
    expect(mode(server.dataDir)).toBe(0o700);
    for (const suffix of ['', '-wal', '-shm'])
      expect(mode(path.join(server.dataDir, `portal.sqlite${suffix}`)), suffix).toBe(0o600);
    const root = path.join(server.dataDir, 'files');
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      const full = path.join(entry.parentPath, entry.name);
      expect(mode(full), full).toBe(entry.isDirectory() ? 0o700 : 0o600);
    }
    expect(mode(root)).toBe(0o700);
  });

  it('tightens an older install on start', async () => {
    const dataDir = fs.mkdtempSync(path.join(server.dataDir, '..', 'bem-modes-'));
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'portal.sqlite'), '', { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'portal.sqlite'), 0o644);
    const older = await startTempServer({ dataDir });
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, 'portal.sqlite'))).toBe(0o600);
    } finally {
      await older.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
