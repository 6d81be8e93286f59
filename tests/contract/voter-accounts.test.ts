/**
 * Issue 18, item 1: voters' own accounts on the embedded server. Registration with NIM and email
 * unique by the backend (also when twenty arrive at once), the organisation's messages, sign-in
 * and sign-out with the voter cookie, and the two populations kept apart: an admin session is no
 * voter and a voter session no account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIM_MESSAGES } from '../../src/shared/evoting/prodi';
import { VOTER_MESSAGES } from '../../src/shared/evoting/voter';
import { LIVE_TOPICS, liveTopicPath } from '../../src/shared/live';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';
import { newVoter, registerVoter, voterCookieOf } from './support/voter-helpers';

let server: TempServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTempServer({}, { rateLimits: GENEROUS_RATE_LIMITS });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.dispose();
});

const errorOf = (body: unknown) =>
  (body as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const voterOf = (body: unknown) => (body as { voter: Record<string, unknown> | null }).voter;

describe('registration', () => {
  it('stores the voter, signs them in with the voter cookie and never answers the hash', async () => {
    const input = newVoter({ email: '  Budi.Santoso@UJI.test ' });
    const response = await api.call('POST', '/api/pemilih/register', { body: input });
    expect(response.status).toBe(201);
    const voter = voterOf(response.body)!;
    expect(voter).toMatchObject({
      namaLengkap: input.namaLengkap,
      nim: input.nim,
      prodi: 'Teknokimia Nuklir',
      email: 'budi.santoso@uji.test',
      foto: null,
    });
    expect(Object.keys(voter).sort()).toEqual([
      'email',
      'foto',
      'id',
      'namaLengkap',
      'nim',
      'prodi',
    ]);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('bem_pemilih='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\//);
    const session = await api.call('GET', '/api/pemilih/session', {
      as: voterCookieOf(response.headers),
    });
    expect(voterOf(session.body)).toEqual(voter);
  });

  it('refuses a taken NIM on its field with the organisation’s text', async () => {
    const first = newVoter();
    await registerVoter(api, first);
    const again = await api.call('POST', '/api/pemilih/register', {
      body: newVoter({ nim: first.nim }),
    });
    expect(again.status).toBe(409);
    expect(errorOf(again.body).fields).toEqual({ nim: VOTER_MESSAGES.nimTaken });
  });

  it('refuses a taken email whatever its case', async () => {
    const first = newVoter();
    await registerVoter(api, first);
    const again = await api.call('POST', '/api/pemilih/register', {
      body: newVoter({ email: first.email.toUpperCase() }),
    });
    expect(again.status).toBe(409);
    expect(errorOf(again.body).fields).toEqual({ email: VOTER_MESSAGES.emailTaken });
  });

  it('of twenty registrations of one NIM arriving at once, exactly one is stored', async () => {
    const nim = newVoter().nim;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/api/pemilih/register', { body: newVoter({ nim }) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409))
      expect(errorOf(refused.body).fields).toEqual({ nim: VOTER_MESSAGES.nimTaken });
    const rows = server.db.prepare('SELECT count(*) AS n FROM voters WHERE nim = ?').get(nim);
    expect(rows).toEqual({ n: 1 });
  });

  it('refuses a NIM whose prefix is another programme’s, and stores nothing', async () => {
    const input = newVoter({ prodi: 'Elektro Mekanika' });
    const response = await api.call('POST', '/api/pemilih/register', { body: input });
    expect(response.status).toBe(400);
    expect(errorOf(response.body).fields).toEqual({ nim: NIM_MESSAGES.prefix('Elektro Mekanika') });
    expect(server.services.voters.findByEmail(input.email)).toBeUndefined();
  });

  it('says what is wrong with each bad field (ORIGINAL.md §3.5 texts)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nim: '01990001' }, 'nim', NIM_MESSAGES.format],
      [{ nim: '01990001a' }, 'nim', NIM_MESSAGES.format],
      [{ prodi: '' }, 'prodi', NIM_MESSAGES.prodiMissing],
      [{ password: 'pendek' }, 'password', VOTER_MESSAGES.passwordWeak],
      [{ setujuSyarat: false }, 'setujuSyarat', VOTER_MESSAGES.termsRequired],
      [{ namaLengkap: '   ' }, 'namaLengkap', VOTER_MESSAGES.nameRequired],
    ];
    for (const [change, field, message] of cases) {
      const input = newVoter(change);
      const response = await api.call('POST', '/api/pemilih/register', { body: input });
      expect(response.status, field).toBe(400);
      expect(errorOf(response.body).fields?.[field], field).toBe(message);
      expect(server.services.voters.findByEmail(input.email)).toBeUndefined();
    }
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with email and password; one message for a wrong password and an unknown email', async () => {
    const input = newVoter();
    await registerVoter(api, input);
    const ok = await api.call('POST', '/api/pemilih/login', {
      body: { email: input.email.toUpperCase(), password: input.password },
    });
    expect(ok.status).toBe(200);
    expect(voterOf(ok.body)).toMatchObject({ email: input.email, nim: input.nim });

    const wrong = await api.call('POST', '/api/pemilih/login', {
      body: { email: input.email, password: 'bukan-sandinya-123' },
    });
    const unknown = await api.call('POST', '/api/pemilih/login', {
      body: { email: 'tidak-ada@uji.test', password: 'bukan-sandinya-123' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(errorOf(wrong.body).message).toBe(VOTER_MESSAGES.loginFailed);
  });

  it('signing out ends that session: the cookie no longer names a voter', async () => {
    const cookie = await registerVoter(api, newVoter());
    const out = await api.call('POST', '/api/pemilih/logout', { as: cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().some((c) => /^bem_pemilih=;/.test(c))).toBe(true);
    const session = await api.call('GET', '/api/pemilih/session', { as: cookie });
    expect(voterOf(session.body)).toBeNull();
    const profile = await api.call('PATCH', '/api/pemilih/profile', {
      as: cookie,
      body: { namaLengkap: 'X', nim: '019900001', prodi: 'Teknokimia Nuklir', foto: null },
    });
    expect(profile.status).toBe(401);
  });
});

describe('two populations, two sessions', () => {
  let admin: Caller;
  let voter: Caller;
  beforeAll(async () => {
    admin = await api.signIn('master@bem.demo', DEMO_PASSWORD);
    voter = await registerVoter(api, newVoter());
  });

  it('an admin session is no voter', async () => {
    expect(voterOf((await api.call('GET', '/api/pemilih/session', { as: admin })).body)).toBeNull();
    const patch = await api.call('PATCH', '/api/pemilih/profile', {
      as: admin,
      body: { namaLengkap: 'Master', nim: '019900002', prodi: 'Teknokimia Nuklir', foto: null },
    });
    expect(patch.status).toBe(401);
    expect((await api.call('GET', liveTopicPath(LIVE_TOPICS.myVoter), { as: admin })).status).toBe(
      401,
    );
  });

  it('a voter session is no account, on any admin or account route', async () => {
    const session = await api.call('GET', '/api/auth/session', { as: voter });
    expect((session.body as { user: unknown }).user).toBeNull();
    for (const [method, path, body] of [
      ['PATCH', '/api/profile', { namaTampilan: 'Pemilih' }],
      ['GET', '/api/users', undefined],
      ['GET', '/api/histori', undefined],
      ['GET', '/api/berkas/submissions', undefined],
      ['GET', liveTopicPath(LIVE_TOPICS.myProfile), undefined],
    ] as const) {
      const response = await api.call(method, path, { as: voter, body });
      expect(response.status, path).toBe(401);
    }
  });

  it('both may be signed in on one browser, each route seeing its own', async () => {
    const both = { cookie: `${admin.cookie}; ${voter.cookie}` };
    const user = (await api.call('GET', '/api/auth/session', { as: both })).body as {
      user: { email: string };
    };
    expect(user.user.email).toBe('master@bem.demo');
    expect(
      voterOf((await api.call('GET', '/api/pemilih/session', { as: both })).body),
    ).not.toBeNull();
  });
});
