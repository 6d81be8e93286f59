/**
 * Sessions on the server (issue 13, item 5; OWASP ASVS V3): the idle rule of SPEC.md §9 enforced
 * by the server, the absolute lifetime, purging while running, and revocation when an account's
 * rights change, including its open live streams. Times are moved by writing the sessions table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS } from '../../src/shared/auth-api';
import { hashToken } from '../../src/server/accounts/token';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  // The purge runs every 200 ms here instead of every 5 minutes.
  server = await startTempServer(
    {},
    { rateLimits: GENEROUS_RATE_LIMITS, sessionPurgeMs: 200, heartbeatMs: 60_000 },
  );
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.dispose();
});

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const hashOf = (caller: Caller) => hashToken(caller.cookie!.split('=')[1]!);

interface SessionRow {
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}
const rowOf = (caller: Caller) =>
  server.db
    .prepare<[string], SessionRow>('SELECT * FROM sessions WHERE token_hash = ?')
    .get(hashOf(caller));
const setSession = (caller: Caller, column: 'last_seen_at' | 'expires_at', value: string) =>
  server.db
    .prepare(`UPDATE sessions SET ${column} = ? WHERE token_hash = ?`)
    .run(value, hashOf(caller));
const whoIs = async (caller: Caller) =>
  ((await api.call('GET', '/api/auth/session', { as: caller })).body as { user: unknown }).user;

describe('idle expiry on the server (SPEC.md §9: 15 minutes)', () => {
  it('ends a session unused for 16 minutes', async () => {
    const caller = await api.signIn('pora@bem.demo', DEMO_PASSWORD);
    setSession(caller, 'last_seen_at', ago(16 * MINUTE + 1000));
    expect(await whoIs(caller)).toBeNull();
    const change = await api.call('PATCH', '/api/profile', {
      as: caller,
      body: { namaTampilan: 'Tidak Boleh' },
    });
    expect(change.status).toBe(401);
  });

  it('keeps a session used 14 minutes ago, and the request counts as activity', async () => {
    const caller = await api.signIn('pora@bem.demo', DEMO_PASSWORD);
    setSession(caller, 'last_seen_at', ago(14 * MINUTE));
    const before = Date.now();
    expect(await whoIs(caller)).toMatchObject({ email: 'pora@bem.demo' });
    expect(Date.parse(rowOf(caller)!.last_seen_at)).toBeGreaterThanOrEqual(before);
  });

  it('writes the activity at most about once a minute, not on every request', async () => {
    const caller = await api.signIn('dagri@bem.demo', DEMO_PASSWORD);
    const signedInAt = rowOf(caller)!.last_seen_at;
    for (let i = 0; i < 5; i += 1) expect(await whoIs(caller)).not.toBeNull();
    expect(rowOf(caller)!.last_seen_at).toBe(signedInAt);
    const older = ago(61_000);
    setSession(caller, 'last_seen_at', older);
    await whoIs(caller);
    const written = rowOf(caller)!.last_seen_at;
    expect(written > older).toBe(true);
    await whoIs(caller);
    expect(rowOf(caller)!.last_seen_at).toBe(written);
  });

  it('does not count an open live stream as activity', async () => {
    const caller = await api.signIn('sekjen@bem.demo', DEMO_PASSWORD);
    const tenMinutesAgo = ago(10 * MINUTE);
    setSession(caller, 'last_seen_at', tenMinutesAgo);
    const stream = await openStream(caller, '/api/live/profile/me');
    await stream.waitFor('event: snapshot');
    stream.close();
    expect(rowOf(caller)!.last_seen_at).toBe(tenMinutesAgo);
  });
});

describe('absolute lifetime', () => {
  it('lasts SESSION_MAX_AGE_MS (12 hours) from sign-in, however active', async () => {
    const caller = await api.signIn('keuangan@bem.demo', DEMO_PASSWORD);
    const row = rowOf(caller)!;
    expect(SESSION_MAX_AGE_MS).toBe(12 * 60 * MINUTE);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(SESSION_MAX_AGE_MS);
    setSession(caller, 'expires_at', ago(1000));
    expect(await whoIs(caller)).toBeNull();
  });
});

describe('purge while running', () => {
  it('deletes expired and idle sessions and spent reset links on a timer, keeps live ones', async () => {
    const user = server.services.users.findByEmail('banggar@bem.demo')!;
    const count = (hash: string) =>
      (
        server.db
          .prepare<[string], { n: number }>(
            'SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?',
          )
          .get(hash) ?? { n: 0 }
      ).n;
    const expired = server.services.sessions.create(user.id, 'web').token;
    const idle = server.services.sessions.create(user.id, 'desktop').token;
    const live = server.services.sessions.create(user.id, 'web').token;
    server.db
      .prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
      .run(ago(1000), hashToken(expired));
    server.db
      .prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?')
      .run(ago(20 * MINUTE), hashToken(idle));
    server.db
      .prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .run('spent-link', user.id, ago(1000));
    await expect
      .poll(() => count(hashToken(expired)) + count(hashToken(idle)), { timeout: 5_000 })
      .toBe(0);
    expect(count(hashToken(live))).toBe(1);
    const links = server.db
      .prepare("SELECT COUNT(*) AS n FROM password_resets WHERE token_hash = 'spent-link'")
      .get() as { n: number };
    expect(links.n).toBe(0);
  });
});

describe('revocation when an account’s rights change', () => {
  let master: Caller;
  beforeAll(async () => {
    master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
  });
  const editAccount = (email: string, body: Record<string, unknown>) =>
    api.call('PATCH', `/api/users/${server.services.users.findByEmail(email)!.id}`, {
      as: master,
      body,
    });

  it('ends every session of the account when its ministry changes, live streams included', async () => {
    const web = await api.signIn('keuangan@bem.demo', DEMO_PASSWORD);
    const other = await api.signIn('keuangan@bem.demo', DEMO_PASSWORD);
    const profile = await openStream(web, '/api/live/profile/me');
    const panel = await openStream(other, '/api/live/berkas/submissions');
    await profile.waitFor('event: snapshot');
    await panel.waitFor('event: snapshot');

    const response = await editAccount('keuangan@bem.demo', { kementerian: 'Kementerian PSDM' });
    expect(response.status).toBe(200);
    expect(await whoIs(web)).toBeNull();
    expect(await whoIs(other)).toBeNull();
    for (const stream of [profile, panel]) {
      await stream.waitFor('"UNAUTHENTICATED"');
      await stream.ended;
    }
  });

  it('ends every session when the role changes, and none when nothing changes', async () => {
    const session = await api.signIn('dagri@bem.demo', DEMO_PASSWORD);
    const same = await editAccount('dagri@bem.demo', {
      role: 'admin',
      kementerian: 'Kementerian Dalam Negeri',
    });
    expect(same.status).toBe(200);
    expect(await whoIs(session)).toMatchObject({ email: 'dagri@bem.demo' });

    const changed = await editAccount('dagri@bem.demo', { role: 'banggar' });
    expect(changed.status).toBe(200);
    expect(await whoIs(session)).toBeNull();
  });

  it('ends every session when the account is deleted', async () => {
    const caller = await api.signIn('pora@bem.demo', DEMO_PASSWORD);
    const id = server.services.users.findByEmail('pora@bem.demo')!.id;
    const response = await api.call('DELETE', `/api/users/${id}`, { as: master });
    expect(response.status).toBeLessThan(300);
    expect(await whoIs(caller)).toBeNull();
    expect(
      server.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').get(id),
    ).toEqual({ n: 0 });
  });
});

/** A live stream read as text, for waiting on what it sends. */
async function openStream(caller: Caller, path: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}${path}`, {
    headers: { cookie: caller.cookie! },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let done = false;
  const ended = (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += chunk.value;
      }
    } catch {
      // Aborted by close().
    }
    done = true;
  })();
  return {
    ended,
    async waitFor(fragment: string) {
      await expect.poll(() => text.includes(fragment) || done, { timeout: 5_000 }).toBe(true);
      expect(text).toContain(fragment);
    },
    close: () => controller.abort(),
  };
}
