/**
 * The http adapter as the desktop app uses it: a bearer token kept in a session vault instead of
 * a cookie. The shared contract suite, then what only a session can show: sign-in survives a
 * restart of the client, sign-out clears the vault, and the whole SI-BERKAS workflow through the
 * Backend ends with a reply letter that tracking links on the server itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../src/shared/berkas/form-fields';
import { VERIFIER_KEYS } from '../../src/shared/berkas/status';
import type { SessionVault } from '../../src/shared/platform';
import { createBearerHttpBackend } from '../../src/renderer/src/backend/http/bearer-session';
import { hashToken } from '../../src/server/accounts/token';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { describeBackendContract } from './backend-contract';
import { embeddedServerHarness } from './support/embedded-harness';

/** A vault in memory, standing in for the OS keychain main keeps (tested on its own). */
function memoryVault(): SessionVault & { secret: string | null } {
  const vault = {
    secret: null as string | null,
    load: async () => ({ ok: true as const, secret: vault.secret }),
    save: async (secret: string) => {
      vault.secret = secret;
      return { ok: true as const };
    },
    clear: async () => {
      vault.secret = null;
      return { ok: true as const };
    },
  };
  return vault;
}

describeBackendContract('http with a bearer session (desktop)', () =>
  embeddedServerHarness((baseUrl) =>
    createBearerHttpBackend({
      baseUrl,
      sessionVault: memoryVault(),
      live: { retryInitialMs: 100, retryMaxMs: 500 },
    }),
  ),
);

describe('desktop session through the Backend', () => {
  let server: TempServer;
  beforeAll(async () => {
    server = await startTempServer();
  });
  afterAll(async () => {
    await server.dispose();
  });
  const backendWith = (vault: SessionVault) =>
    createBearerHttpBackend({ baseUrl: server.url, sessionVault: vault });

  it('refuses a wrong password and keeps nothing', async () => {
    const vault = memoryVault();
    await expect(
      backendWith(vault).auth.signIn('sekjen@bem.demo', 'bukan-sandinya'),
    ).rejects.toMatchObject({ status: 401 });
    expect(vault.secret).toBeNull();
  });

  it('stays signed in for a new client with the same vault, and sign-out clears it', async () => {
    const vault = memoryVault();
    const user = await backendWith(vault).auth.signIn('sekjen@bem.demo', DEMO_PASSWORD);
    expect(user).toMatchObject({ email: 'sekjen@bem.demo', kementerian: 'Sekretariat Jenderal' });
    expect(vault.secret).toBeTruthy();

    const afterRestart = backendWith(vault);
    await expect(afterRestart.auth.currentUser()).resolves.toMatchObject({ id: user.id });
    await afterRestart.auth.signOut();
    expect(vault.secret).toBeNull();
    await expect(backendWith(vault).auth.currentUser()).resolves.toBeNull();
  });

  it('keepAlive restarts the server’s idle clock of the session (SPEC.md §9)', async () => {
    const vault = memoryVault();
    const backend = backendWith(vault);
    await backend.auth.signIn('dagri@bem.demo', DEMO_PASSWORD);
    const hash = hashToken(vault.secret!);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    server.db
      .prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?')
      .run(tenMinutesAgo, hash);
    const before = Date.now();
    await backend.auth.keepAlive();
    const row = server.db
      .prepare<[string], { last_seen_at: string }>(
        'SELECT last_seen_at FROM sessions WHERE token_hash = ?',
      )
      .get(hash);
    expect(Date.parse(row!.last_seen_at)).toBeGreaterThanOrEqual(before);
  });

  it('forgets a token the server no longer accepts', async () => {
    const vault = memoryVault();
    vault.secret = 'token-yang-sudah-dicabut';
    await expect(backendWith(vault).auth.currentUser()).resolves.toBeNull();
    expect(vault.secret).toBeNull();
  });

  it('runs the workflow to Selesai; tracking links the reply letter on the server', async () => {
    const visitor = backendWith(memoryVault());
    const { ticketId } = await visitor.berkas.submit({
      namaKegiatan: 'Kuliah Umum Reaktor',
      penyelenggara: 'HIMA TKN',
      jenisBerkas: 'Proposal Kegiatan',
      tanggalKegiatan: '2026-12-20',
      kontak: '081234567890',
      berkasPengajuan: 'https://drive.google.com/file/d/proposal/view',
    });
    const master = backendWith(memoryVault());
    await master.auth.signIn('master@bem.demo', DEMO_PASSWORD);
    const { items } = await master.berkasAdmin.list({ search: 'Kuliah Umum Reaktor', limit: 10 });
    const id = items.find((s) => s.ticketId === ticketId)?.id ?? '';
    for (const verifier of VERIFIER_KEYS)
      await master.berkasAdmin.verify(id, 'verify', '', verifier);
    await master.berkasAdmin.approve(id);
    const letter = encodeUploadedFile('data:application/pdf;base64,JVBERi0xLjQK', 'Balasan.pdf');
    await master.berkasAdmin.finish(id, { catatan: 'Silakan dilaksanakan.', letter });

    const tracked = await visitor.berkas.track(ticketId);
    expect(tracked.currentStatus).toBe('Selesai');
    const url = tracked.finalResponse?.fileUrl ?? '';
    expect(url.startsWith(`${server.url}/api/files/`)).toBe(true);
    expect((await fetch(url)).status).toBe(200);
  });
});
