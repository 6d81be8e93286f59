/**
 * Issue 13 ("Password reset links", found by a hostile probe): the same link used twice at once
 * succeeded twice, and an older unused link still worked after a reset. A link is used once,
 * atomically, and a successful reset voids every other link of the account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';

let server: TempServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.dispose();
});

const codeOf = (body: unknown) => (body as { error?: { code: string } }).error?.code;

/**
 * Sends a link as "Lupa kata sandi" does (through the service: the reset route's rate limit is
 * not what this suite tests) and reads its token from the new mail in the outbox.
 */
async function requestLink(email: string): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  // Outbox files are named by the millisecond: two mails in the same one would share a name.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
  await server.services.auth.sendResetLink(server.services.users.findByEmail(email)!);
  const fresh = fs.readdirSync(outbox).filter((f) => !before.has(f) && f.includes(email));
  expect(fresh).toHaveLength(1);
  const mail = fs.readFileSync(path.join(outbox, fresh[0]!), 'utf8');
  const token = /oobCode=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const reset = (token: string, password: string) =>
  api.call('POST', '/api/auth/reset-password', { body: { token, password } });

describe('password reset links', () => {
  it('one link used twice at the same moment sets the password once', async () => {
    const token = await requestLink('pora@bem.demo');
    const [first, second] = await Promise.all([
      reset(token, 'sandi-pora-pertama'),
      reset(token, 'sandi-pora-kedua'),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 400]);
    const loser = first.status === 400 ? first : second;
    expect(codeOf(loser.body)).toBe('RESET_INVALID');
    // The password is the winner's, and only one of the two works.
    const winner = first.status === 200 ? 'sandi-pora-pertama' : 'sandi-pora-kedua';
    const loserPassword =
      winner === 'sandi-pora-pertama' ? 'sandi-pora-kedua' : 'sandi-pora-pertama';
    await expect(api.signIn('pora@bem.demo', winner)).resolves.toBeDefined();
    await expect(api.signIn('pora@bem.demo', loserPassword)).rejects.toThrow(/401/);
  });

  it('a reset voids every other link of the account, older and newer', async () => {
    const older = await requestLink('dagri@bem.demo');
    const used = await requestLink('dagri@bem.demo');
    const newer = await requestLink('dagri@bem.demo');
    expect((await reset(used, 'sandi-dagri-baru')).status).toBe(200);
    const viaOlder = await reset(older, 'sandi-dari-tautan-lama');
    const viaNewer = await reset(newer, 'sandi-dari-tautan-lain');
    expect([viaOlder.status, viaNewer.status]).toEqual([400, 400]);
    expect(codeOf(viaOlder.body)).toBe('RESET_INVALID');
    await expect(api.signIn('dagri@bem.demo', 'sandi-dagri-baru')).resolves.toBeDefined();
  });

  it('asking for a new link keeps an earlier one usable until one of them is used', async () => {
    const earlier = await requestLink('keuangan@bem.demo');
    await requestLink('keuangan@bem.demo');
    expect((await reset(earlier, 'sandi-keuangan-baru')).status).toBe(200);
    await expect(api.signIn('keuangan@bem.demo', 'sandi-keuangan-baru')).resolves.toBeDefined();
  });

  it('a wrong token changes nothing', async () => {
    const response = await reset('bukan-token-yang-benar', 'sandi-apa-saja-123');
    expect(response.status).toBe(400);
    expect(codeOf(response.body)).toBe('RESET_INVALID');
    await expect(api.signIn('banggar@bem.demo', DEMO_PASSWORD)).resolves.toBeDefined();
  });
});
