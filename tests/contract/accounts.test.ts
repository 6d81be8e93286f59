import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient } from './support/api-client';

let server: TempServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTempServer(
    {},
    { rateLimits: { signInPerAddress: 1000, signInPerAccount: 4, windowMs: 60_000 } },
  );
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.dispose();
});

const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

describe('sign-in', () => {
  it('sets an httpOnly, SameSite session cookie and returns the profile without secrets', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'SEKJEN@bem.demo', password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^bem_sesi=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const body = (await response.json()) as { user: Record<string, unknown>; token?: string };
    expect(body.user).toMatchObject({
      email: 'sekjen@bem.demo',
      role: 'admin',
      kementerian: 'Sekretariat Jenderal',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.token).toBeUndefined();
    const session = await api.call('GET', '/api/auth/session', {
      as: { cookie: cookie.split(';')[0] },
    });
    expect(session.body).toMatchObject({ user: { email: 'sekjen@bem.demo' } });
  });

  it('gives one message for an unknown email and a wrong password', async () => {
    const unknown = await api.call('POST', '/api/auth/login', {
      body: { email: 'siapa@bem.demo', password: 'apa-saja-123' },
    });
    const wrong = await api.call('POST', '/api/auth/login', {
      body: { email: 'dagri@bem.demo', password: 'salah-sekali' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(errorOf(unknown.body)).toEqual(errorOf(wrong.body));
    expect(errorOf(wrong.body).message).toBe('Email atau kata sandi salah.');
  });

  it('refuses an account awaiting approval', async () => {
    const response = await api.call('POST', '/api/auth/login', {
      body: { email: 'calon@bem.demo', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(errorOf(response.body).code).toBe('AWAITING_APPROVAL');
  });

  it('stops repeated wrong passwords for one account with the Indonesian message', async () => {
    const attempt = () =>
      api.call('POST', '/api/auth/login', {
        body: { email: 'pora@bem.demo', password: 'tebakan-salah' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(errorOf(limited.body).message).toBe(
      'Terlalu banyak percobaan masuk. Silakan coba lagi dalam beberapa menit.',
    );
    // Even the right password waits out the window: guessing cannot continue.
    const right = await api.call('POST', '/api/auth/login', {
      body: { email: 'pora@bem.demo', password: DEMO_PASSWORD },
    });
    expect(right.status).toBe(429);
  });

  it('gives the desktop app a bearer token instead of a cookie', async () => {
    const response = await api.call('POST', '/api/auth/login', {
      body: { email: 'dagri@bem.demo', password: DEMO_PASSWORD, client: 'desktop' },
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    const { token } = response.body as { token: string };
    expect(token.length).toBeGreaterThan(30);
    const session = await api.call('GET', '/api/auth/session', { as: { bearer: token } });
    expect(session.body).toMatchObject({ user: { email: 'dagri@bem.demo' } });
    await api.call('POST', '/api/auth/logout', { as: { bearer: token } });
    const after = await api.call('GET', '/api/auth/session', { as: { bearer: token } });
    expect(after.body).toEqual({ user: null });
  });

  it('refuses a cookie-authenticated change sent from another site', async () => {
    const caller = await api.signIn('keuangan@bem.demo', DEMO_PASSWORD);
    const response = await api.call('PATCH', '/api/profile', {
      as: caller,
      body: { namaTampilan: 'Diubah Situs Lain' },
      headers: { origin: 'https://situs-jahat.example' },
    });
    expect(response.status).toBe(403);
    expect(server.services.users.findByEmail('keuangan@bem.demo')?.namaTampilan).toBe(
      'Admin Keuangan',
    );
  });
});

describe('own profile', () => {
  it('cannot raise its own role or change its own ministry', async () => {
    const caller = await api.signIn('keuangan@bem.demo', DEMO_PASSWORD);
    const self = server.services.users.findByEmail('keuangan@bem.demo')!;
    const viaProfile = await api.call('PATCH', '/api/profile', {
      as: caller,
      body: { namaTampilan: 'Admin Keuangan', role: 'master', kementerian: 'Sekretariat Jenderal' },
    });
    expect(viaProfile.status).toBe(400);
    const viaUsers = await api.call('PATCH', `/api/users/${self.id}`, {
      as: caller,
      body: { role: 'master' },
    });
    expect(viaUsers.status).toBe(403);
    expect(server.services.users.findById(self.id)).toMatchObject({
      role: 'admin',
      kementerian: 'Kementerian Keuangan',
    });
  });

  it('changes the name and records who did it, with the server time', async () => {
    const caller = await api.signIn('keuangan@bem.demo', DEMO_PASSWORD);
    const before = Date.now();
    const response = await api.call('PATCH', '/api/profile', {
      as: caller,
      body: { namaTampilan: 'Bendahara BEM' },
    });
    expect(response.status).toBe(200);
    const { entries } = server.services.histori.page({ action: 'Edit profil sendiri' }, 1);
    expect(entries[0]).toMatchObject({ oleh: 'Kementerian Keuangan' });
    expect(Date.parse(entries[0]!.timestamp)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('changes the password only with the current one', async () => {
    const caller = await api.signIn('sekjen@bem.demo', DEMO_PASSWORD);
    const wrong = await api.call('POST', '/api/profile/password', {
      as: caller,
      body: { currentPassword: 'bukan-ini', newPassword: 'sandi-baru-sekjen' },
    });
    expect(errorOf(wrong.body).code).toBe('CURRENT_PASSWORD_WRONG');
    const ok = await api.call('POST', '/api/profile/password', {
      as: caller,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'sandi-baru-sekjen' },
    });
    expect(ok.status).toBe(200);
    await expect(api.signIn('sekjen@bem.demo', 'sandi-baru-sekjen')).resolves.toBeDefined();
  });
});

describe('password reset by e-mailed link', () => {
  const outbox = () => path.join(server.dataDir, 'outbox');
  const readLink = (to: string) => {
    const files = fs.existsSync(outbox())
      ? fs
          .readdirSync(outbox())
          .filter((f) => f.includes(to))
          .sort()
      : [];
    const mail = fs.readFileSync(path.join(outbox(), files.at(-1)!), 'utf8');
    const match = /oobCode=([A-Za-z0-9_-]+)/.exec(mail);
    return match?.[1];
  };

  it('answers the same whether or not the email exists, and mails only a real account', async () => {
    const unknown = await api.call('POST', '/api/auth/forgot-password', {
      body: { email: 'tidak-ada@bem.demo' },
    });
    const known = await api.call('POST', '/api/auth/forgot-password', {
      body: { email: 'banggar@bem.demo' },
    });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(fs.readdirSync(outbox()).some((f) => f.includes('tidak-ada'))).toBe(false);
  });

  it('request, read the link from the outbox, set a new password, sign in; the link works once', async () => {
    const oldSession = await api.signIn('banggar@bem.demo', DEMO_PASSWORD);
    await api.call('POST', '/api/auth/forgot-password', { body: { email: 'banggar@bem.demo' } });
    const token = readLink('banggar@bem.demo');
    expect(token).toBeDefined();
    const reset = await api.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'sandi-banggar-baru' },
    });
    expect(reset.status).toBe(200);
    await expect(api.signIn('banggar@bem.demo', 'sandi-banggar-baru')).resolves.toBeDefined();
    const again = await api.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'sandi-lain-lagi' },
    });
    expect(errorOf(again.body).code).toBe('RESET_INVALID');
    // Whoever held the old password lost their session.
    const stale = await api.call('GET', '/api/auth/session', { as: oldSession });
    expect(stale.body).toEqual({ user: null });
  });
});

describe('the master manages accounts', () => {
  it('approves a request; a disabled account cannot sign in and its open session stops working', async () => {
    const master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
    const registered = await api.call('POST', '/api/auth/register', {
      body: {
        namaTampilan: 'Admin Baru',
        email: 'baru@bem.demo',
        password: 'sandi-admin-baru',
        kementerian: 'Kementerian PSDM',
      },
    });
    expect(registered.status).toBe(201);
    const id = server.services.users.findByEmail('baru@bem.demo')!.id;
    const approved = await api.call('POST', `/api/users/${id}/approve`, { as: master });
    expect(approved.body).toMatchObject({ user: { role: 'admin' } });
    const session = await api.signIn('baru@bem.demo', 'sandi-admin-baru');

    const disabled = await api.call('PATCH', `/api/users/${id}`, {
      as: master,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    const after = await api.call('GET', '/api/auth/session', { as: session });
    expect(after.body).toEqual({ user: null });
    const retry = await api.call('POST', '/api/auth/login', {
      body: { email: 'baru@bem.demo', password: 'sandi-admin-baru' },
    });
    expect(errorOf(retry.body).code).toBe('ACCOUNT_DISABLED');

    const log = server.services.histori
      .page({ oleh: 'Master Admin' }, 1)
      .entries.map((e) => e.action);
    expect(log.some((a) => a.startsWith('Persetujuan akun baru@bem.demo'))).toBe(true);
    expect(log.some((a) => a.includes('dinonaktifkan'))).toBe(true);
  });

  it('cannot edit a master account or itself', async () => {
    const master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
    const self = server.services.users.findByEmail('master@bem.demo')!;
    const response = await api.call('PATCH', `/api/users/${self.id}`, {
      as: master,
      body: { disabled: true },
    });
    expect(response.status).toBe(409);
  });
});

describe('activity history', () => {
  it('cannot be edited or deleted, not even in the database', () => {
    expect(() => server.db.prepare('DELETE FROM histori').run()).toThrow(/append-only/);
    expect(() => server.db.prepare("UPDATE histori SET oleh = 'x'").run()).toThrow(/append-only/);
  });

  it('exports CSV that a spreadsheet will not execute', async () => {
    const master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
    const self = server.services.users.findByEmail('master@bem.demo')!;
    server.services.histori.record(self, '=HYPERLINK("http://jahat","klik")');
    const response = await api.call('GET', '/api/histori/export.csv', { as: master });
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    expect(response.body as string).toContain(`"'=HYPERLINK(""http://jahat"",""klik"")"`);
  });
});
