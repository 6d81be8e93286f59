import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTempServer } from '../support/temp-server';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-lifecycle-'));
  dirs.push(dir);
  return dir;
};

describe('server lifecycle', () => {
  it('migrates and seeds an empty data dir once; a restart keeps the data', async () => {
    const dataDir = tempDir();
    const first = await startTempServer({ dataDir });
    expect(first.migrated.length).toBeGreaterThan(0);
    expect(first.seeded).toBe(true);
    first.services.settings.replaceGeneral({ isEvotingPublished: false });
    await first.close();

    const second = await startTempServer({ dataDir });
    expect(second.migrated).toEqual([]);
    expect(second.seeded).toBe(false);
    const response = await fetch(`${second.url}/api/settings/general`);
    await expect(response.json()).resolves.toMatchObject({ isEvotingPublished: false });
    await second.close();
    // Two start-ups, each migrating or seeding every collection's demo data: a busy machine
    // takes more than the project's 15 s; the limit only stops a hang.
  }, 60_000);

  it('creates the first master of a real install from the environment, once', async () => {
    const dataDir = tempDir();
    const initialMaster = {
      email: 'ketua@poltek.example',
      password: 'kata-sandi-master-yang-panjang',
    };
    const first = await startTempServer({ dataDir, demo: false, initialMaster });
    expect(first.services.users.findByEmail('ketua@poltek.example')).toMatchObject({
      role: 'master',
    });
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: initialMaster.email, password: initialMaster.password }),
    });
    expect(login.status).toBe(200);
    await first.close();
    // A master exists now: a different address in the environment creates nobody.
    const second = await startTempServer({
      dataDir,
      demo: false,
      initialMaster: { ...initialMaster, email: 'lain@poltek.example' },
    });
    expect(second.services.users.findByEmail('lain@poltek.example')).toBeUndefined();
    await second.close();
  });

  it('does not seed when demo mode is off', async () => {
    const server = await startTempServer({ dataDir: tempDir(), demo: false });
    expect(server.seeded).toBe(false);
    await server.close();
  });

  it('shuts down cleanly: open live streams end, the database closes, the port is freed', async () => {
    const server = await startTempServer({ dataDir: tempDir() });
    const stream = await fetch(`${server.url}/api/live/settings/general`);
    const reader = stream.body!.getReader();
    await reader.read();
    await server.close();
    // The stream ends instead of hanging the shutdown.
    let done = false;
    while (!done) ({ done } = await reader.read());
    expect(server.db.open).toBe(false);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('finishes a request in flight when asked to stop', async () => {
    const server = await startTempServer({ dataDir: tempDir() });
    const body = JSON.stringify({ isi: 'permintaan yang sedang berjalan' });
    const { port } = new URL(server.url);
    // A request whose body is still arriving when the shutdown starts.
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/tidak-ada',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        closing = server.close();
        setTimeout(() => request.end(body.slice(10)), 100);
      }, 100);
    });
    let closing: Promise<void> | undefined;
    const answer = await response;
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    await closing;
    expect(server.db.open).toBe(false);
  });
});
