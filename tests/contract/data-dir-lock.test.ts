/**
 * One server per data directory (issue 33, item 3). A second `npm start` on a live data dir, even
 * on another port, and `npm run restore` into it are refused before they touch anything, with an
 * Indonesian message naming the process that holds the dir; the lock goes with the process, so a
 * clean stop and a SIGKILL alike leave a dir the next server starts on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../../src/server/db/data-dir-lock';
import { startTempServer, type TempServer } from '../support/temp-server';
import {
  freePort,
  runToEnd,
  startMainServer,
  type MainServer,
} from './support/main-server-process';

const roots: string[] = [];
const running: MainServer[] = [];
const inProcess: TempServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  for (const server of inProcess) await server.close();
  for (const dir of roots) fs.rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-kunci-'));
  roots.push(dir);
  return dir;
}

/** "(PID n, server portal di URL, sejak dd/mm/yyyy hh.mm WIB)" — who holds the dir, and since when. */
const heldBy = (pid: number, url: string) =>
  new RegExp(
    `sedang dipakai oleh proses lain \\(PID ${pid}, server portal di ${url.replace(/[.]/g, '\\.')}, ` +
      'sejak \\d{2}/\\d{2}/\\d{4} \\d{2}\\.\\d{2} WIB\\)\\. Hentikan proses itu lebih dulu',
  );

describe('one server per data directory', () => {
  it('refuses a second server and a restore on a live dir; a stop or a SIGKILL frees it', async () => {
    const root = scratch();
    const dataDir = path.join(root, 'data');
    // No web build: these servers only need the API (and another helper may be rebuilding it).
    const env = (port: number) => ({
      BEM_DATA_DIR: dataDir,
      BEM_PORT: String(port),
      BEM_DEMO: '0',
      BEM_LOG_LEVEL: 'warn',
      BEM_WEB_DIR: path.join(root, 'tanpa-web'),
    });
    const first = await startMainServer(env(await freePort()));
    running.push(first);

    // A file no row points at: the start-up clean-up of any server that got that far deletes it.
    const planted = path.join(dataDir, 'files', 'submissions', 'kunci', '1_abc_proposal.pdf');
    fs.mkdirSync(path.dirname(planted), { recursive: true });
    fs.writeFileSync(planted, '%PDF-1.4\n');

    const secondPort = await freePort();
    const second = await runToEnd('src/server/main.ts', [], env(secondPort));
    // Soft: on a server that does not refuse, every consequence is reported, not only the first.
    expect.soft(second.timedOut, 'the second server kept running').toBe(false);
    expect.soft(second.code, second.out + second.err).toBe(1);
    expect.soft(second.err).toMatch(/^Gagal menjalankan server: Folder data /);
    expect.soft(second.err).toContain(dataDir);
    expect.soft(second.err).toMatch(heldBy(first.pid, first.url));
    expect.soft(second.err, 'a refusal, not a crash: no stack trace').not.toMatch(/\n\s+at /);
    expect.soft(second.out).not.toContain('berjalan');
    await expect.soft(fetch(`http://127.0.0.1:${secondPort}/api/health`)).rejects.toThrow();
    expect.soft(fs.existsSync(planted), 'the refused server ran no clean-up').toBe(true);
    // The first server is untouched and still serving.
    expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);

    // The lock is checked first, so the archive need not exist (nor be read).
    const restore = await runToEnd(
      'src/server/backup/cli-restore.ts',
      [path.join(root, 'apa-saja.tar.gz'), '--data-dir', dataDir],
      {},
    );
    expect.soft(restore.code, restore.out + restore.err).toBe(1);
    expect.soft(restore.err).toMatch(/^Gagal memulihkan cadangan: Folder data /);
    expect.soft(restore.err).toMatch(heldBy(first.pid, first.url));
    expect.soft(restore.err).not.toMatch(/\n\s+at /);
    expect.soft(fs.existsSync(planted)).toBe(true);

    // A clean stop frees the dir: the next server starts, and its clean-up does remove the plant.
    await first.stop('SIGTERM');
    const afterStop = await startMainServer(env(secondPort));
    running.push(afterStop);
    expect(fs.existsSync(planted), 'the plant is what a start-up clean-up removes').toBe(false);

    // A crash frees it too: the kernel drops the lock with the process.
    await afterStop.stop('SIGKILL');
    const afterKill = await startMainServer(env(await freePort()));
    running.push(afterKill);
    expect((await fetch(`${afterKill.url}/api/health`)).ok).toBe(true);
    await afterKill.stop('SIGTERM');
  }, 120_000);

  it('refuses a second server on the same dir in the same process, until the first closes', async () => {
    const dataDir = scratch();
    const first = await startTempServer({ dataDir, demo: false });
    inProcess.push(first);
    const attempt = startTempServer({ dataDir, demo: false });
    await expect(attempt).rejects.toThrow(DataDirInUseError);
    await expect(attempt).rejects.toThrow(heldBy(process.pid, first.url));
    // The refused start closed nothing of the first one.
    expect(first.db.open).toBe(true);
    expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);

    await first.close();
    inProcess.splice(inProcess.indexOf(first), 1);
    const again = await startTempServer({ dataDir, demo: false });
    inProcess.push(again);
    expect((await fetch(`${again.url}/api/health`)).ok).toBe(true);
  }, 60_000);
});
