import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../src/server/backup/create-backup';
import { listBackups } from '../../src/server/backup/retention';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { startTempServer, type TempServer } from '../support/temp-server';
import { SC_PATHS } from '../../src/shared/sc/sc-paths';
import { apiClient } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

/**
 * Issue 13's first "done when": a backup taken while writes run, restored into a fresh data dir,
 * gives a server that answers every ticket and account of the snapshot, with every file intact.
 */
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const roots: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-cadangan-'));
  roots.push(dir);
  return dir;
};

let source: TempServer;
const others: TempServer[] = [];

beforeAll(async () => {
  source = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
});
afterAll(async () => {
  for (const server of others) await server.dispose();
  await source.dispose();
  for (const dir of roots) fs.rmSync(dir, { recursive: true, force: true });
});

const intakeBody = (n: number) => ({
  namaKegiatan: `Kegiatan beban ${n}`,
  penyelenggara: 'Hima TKN',
  jenisBerkas: 'Proposal Kegiatan',
  tanggalKegiatan: '2026-12-05',
  kontak: '081234567890',
  // Random content, so a file swapped for another would not match by checksum.
  berkasPengajuan: encodeUploadedFile(
    `data:application/pdf;base64,${Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(8_000 + n * 37)]).toString('base64')}`,
    `proposal-${n}.pdf`,
  ),
});

/** Intakes with files and account registrations, until stopped or bounded, each timed. */
function writeLoad(url: string, limit: { intakes: number; registrations: number }) {
  const api = apiClient(url);
  const tickets: { ticket: string; at: number }[] = [];
  const emails: { email: string; at: number }[] = [];
  let stopped = false;
  let started = 0;
  const intakeWorker = async () => {
    while (!stopped && started < limit.intakes) {
      const n = (started += 1);
      const response = await api.call('POST', '/api/berkas/intake', { body: intakeBody(n) });
      expect(response.status).toBe(200);
      const ticket = (response.body as { data: { ticketId: string } }).data.ticketId;
      tickets.push({ ticket, at: performance.now() });
    }
  };
  const registrationWorker = async () => {
    // The registration limit allows 10 per address and window; stay under it.
    for (let n = 1; n <= limit.registrations && !stopped; n += 1) {
      const email = `beban${n}.${randomBytes(3).toString('hex')}@bem.demo`;
      const response = await api.call('POST', '/api/auth/register', {
        body: {
          namaTampilan: `Admin Beban ${n}`,
          email,
          password: 'sandi-beban-panjang',
          kementerian: 'Kementerian PSDM',
        },
      });
      expect(response.status).toBe(201);
      emails.push({ email, at: performance.now() });
    }
  };
  const done = Promise.all([intakeWorker(), intakeWorker(), intakeWorker(), registrationWorker()]);
  return {
    tickets,
    emails,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

function readSnapshotRows(dataDir: string) {
  const db = new Database(path.join(dataDir, 'portal.sqlite'), { readonly: true });
  try {
    return {
      tickets: db
        .prepare<[], { ticket_id: string }>('SELECT ticket_id FROM submissions')
        .all()
        .map((row) => row.ticket_id),
      emails: db
        .prepare<[], { email: string }>('SELECT email FROM users')
        .all()
        .map((row) => row.email),
      files: db
        .prepare<[], { id: string; path: string; purpose: string }>(
          'SELECT id, path, purpose FROM stored_files',
        )
        .all(),
    };
  } finally {
    db.close();
  }
}

const waitFor = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('backup under load, restore into a fresh data dir', () => {
  it('the restored server answers every ticket and account of the snapshot, and its files match by checksum', async () => {
    const load = writeLoad(source.url, { intakes: 150, registrations: 6 });
    await waitFor(() => load.tickets.length >= 10, 10_000);
    const began = performance.now();
    const ticketsBefore = new Set(load.tickets.map((t) => t.ticket));
    const emailsBefore = load.emails.map((e) => e.email);
    const archive = path.join(scratch(), 'bem-backup-20260101-020000.tar.gz');
    const { manifest } = await createBackup(source.dataDir, archive);
    const ended = performance.now();
    await load.stop();
    // The backup really ran while writes were being acknowledged.
    const during = load.tickets.filter((t) => t.at > began && t.at < ended);
    expect(during.length).toBeGreaterThan(0);

    const target = path.join(scratch(), 'data');
    await restoreBackup(archive, target);
    const snapshot = readSnapshotRows(target);
    // Consistent: everything acknowledged before the backup began is in it.
    expect(snapshot.tickets).toEqual(expect.arrayContaining([...ticketsBefore]));
    expect(snapshot.emails).toEqual(expect.arrayContaining(emailsBefore));
    expect(snapshot.files.length).toBe(manifest.files.length);
    expect(snapshot.files.length).toBeGreaterThanOrEqual(ticketsBefore.size);

    const restored = await startTempServer(
      { dataDir: target, demo: false },
      { rateLimits: GENEROUS_RATE_LIMITS },
    );
    others.push(restored);
    const api = apiClient(restored.url);
    for (const ticket of snapshot.tickets) {
      const tracked = await api.call('GET', `/api/berkas/track/${encodeURIComponent(ticket)}`);
      expect(tracked.status, ticket).toBe(200);
      expect(tracked.body).toMatchObject({ submission: { ticketId: ticket } });
    }
    const master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
    const users = await api.call('GET', '/api/users', { as: master });
    expect((users.body as { users: { email: string }[] }).users.map((u) => u.email).sort()).toEqual(
      [...snapshot.emails].sort(),
    );
    for (const file of snapshot.files) {
      // The loans' attendance photos have their own route (the loans' managers only).
      const address =
        file.purpose === 'sc-photo' ? SC_PATHS.photo(file.id) : `/api/files/${file.id}`;
      const response = await fetch(`${restored.url}${address}`, {
        headers: { cookie: master.cookie! },
      });
      expect(response.status, file.path).toBe(200);
      const served = sha256(Buffer.from(await response.arrayBuffer()));
      const original = sha256(fs.readFileSync(path.join(source.dataDir, 'files', file.path)));
      expect(served, file.path).toBe(original);
    }
  }, 60_000);

  it('works through npm run backup and npm run restore (the CLIs) while the server writes', async () => {
    const load = writeLoad(source.url, { intakes: 40, registrations: 0 });
    const { BEM_BACKUP_DIR: _ignored, ...environment } = process.env;
    const run = (script: string, args: string[]) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', `src/server/backup/${script}`, ...args],
          { env: { ...environment, BEM_DATA_DIR: source.dataDir } },
        );
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('close', (code) => resolve({ code, out, err }));
      });
    const folder = scratch();
    // The refusal needs no archive (a data dir in use is refused first): run it alongside.
    const [backup, refused] = await Promise.all([
      run('cli-backup.ts', ['--out', `${folder}/`]),
      run('cli-restore.ts', [path.join(folder, 'apa-saja.tar.gz'), '--data-dir', source.dataDir]),
    ]);
    await load.stop();
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/Cadangan selesai: .*bem-backup-\d{8}-\d{6}\.tar\.gz/);
    expect(refused.code).toBe(1);
    // The server (in this process) holds the dir: the restore names it (data-dir-lock.test.ts).
    expect(refused.err).toMatch(/^Gagal memulihkan cadangan: Folder data .* sedang dipakai/);
    expect(refused.err).toContain(`(PID ${process.pid}, server portal di ${source.url}, sejak `);
    const [archive] = await listBackups(folder);
    const target = path.join(scratch(), 'data');
    const restore = await run('cli-restore.ts', [
      path.join(folder, archive!),
      '--data-dir',
      target,
    ]);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.out).toMatch(/Checksum cocok/);
    expect(readSnapshotRows(target).tickets.length).toBeGreaterThan(0);
  }, 60_000);

  it('the server with BEM_BACKUP_DIR takes its start-up backup by itself and stops cleanly', async () => {
    const dir = path.join(scratch(), 'harian');
    const server = await startTempServer({ backups: { dir, keep: 3 } });
    others.push(server);
    await waitFor(async () => (await listBackups(dir)).length === 1, 20_000);
    await server.close();
    expect(fs.readdirSync(dir).filter((name) => !name.endsWith('.tar.gz'))).toEqual([]);
  }, 30_000);
});
