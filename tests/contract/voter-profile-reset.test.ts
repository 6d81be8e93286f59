/**
 * Issue 18, item 1: a voter's password reset (SPEC.md §5, §8: the email must be a voter's; the
 * link arrives through the outbox, works once, and ends the voter's sessions) and /profil-pemilih
 * (the photo checked by its bytes, the NIM unique, NIM and programme kept while verified on the
 * roll of an election that has not closed), and the voter's own profile live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOTER_MESSAGES } from '../../src/shared/evoting/voter';
import { VOTER_PHOTO_MESSAGES } from '../../src/shared/evoting/voter-photo';
import { createHttpBackend } from '../../src/renderer/src/backend/http/http-backend';
import type { VoterProfile } from '../../src/shared/evoting/voter';
import { startTempServer, type TempServer } from '../support/temp-server';
import { apiClient, type Caller } from './support/api-client';
import { GENEROUS_RATE_LIMITS } from './support/generous-limits';
import {
  insertElection,
  jpegDataUrl,
  newVoter,
  pngLabelledJpeg,
  putOnRoll,
  registerVoter,
  voterResetToken,
} from './support/voter-helpers';

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
const HOUR = 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('the voter password reset', () => {
  it('refuses an email that is no voter’s with SPEC.md §8’s text, on the email field', async () => {
    const response = await api.call('POST', '/api/pemilih/forgot-password', {
      body: { email: 'bukan-pemilih@uji.test' },
    });
    expect(response.status).toBe(404);
    expect(errorOf(response.body).message).toBe(VOTER_MESSAGES.emailNotVoter);
    expect(errorOf(response.body).fields).toEqual({ email: VOTER_MESSAGES.emailNotVoter });
    // An admin account is no voter either.
    const admin = await api.call('POST', '/api/pemilih/forgot-password', {
      body: { email: 'master@bem.demo' },
    });
    expect(admin.status).toBe(404);
  });

  it('mails a one-use link to the voter reset page that sets the password and ends the sessions', async () => {
    const input = newVoter();
    const cookie = await registerVoter(api, input);
    const asked = await api.call('POST', '/api/pemilih/forgot-password', {
      body: { email: input.email.toUpperCase() },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: VOTER_MESSAGES.resetSent });
    const token = voterResetToken(server, input.email);

    const reset = await api.call('POST', '/api/pemilih/reset-password', {
      body: { token, password: 'sandi-baru-pemilih-7' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: VOTER_MESSAGES.resetDone });
    const session = await api.call('GET', '/api/pemilih/session', { as: cookie });
    expect((session.body as { voter: unknown }).voter).toBeNull();

    const again = await api.call('POST', '/api/pemilih/reset-password', {
      body: { token, password: 'sandi-ketiga-pemilih-8' },
    });
    expect(again.status).toBe(400);
    expect(errorOf(again.body).code).toBe('RESET_INVALID');
    const old = await api.call('POST', '/api/pemilih/login', {
      body: { email: input.email, password: input.password },
    });
    expect(old.status).toBe(401);
    const fresh = await api.call('POST', '/api/pemilih/login', {
      body: { email: input.email, password: 'sandi-baru-pemilih-7' },
    });
    expect(fresh.status).toBe(200);
  });

  it('a voter reset token is no account reset token, and the reverse', async () => {
    const input = newVoter();
    await registerVoter(api, input);
    await api.call('POST', '/api/pemilih/forgot-password', { body: { email: input.email } });
    const token = voterResetToken(server, input.email);
    const asAccount = await api.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'sandi-lain-sekali-9' },
    });
    expect(asAccount.status).toBe(400);
    expect(errorOf(asAccount.body).code).toBe('RESET_INVALID');
  });
});

describe('/profil-pemilih', () => {
  let input: ReturnType<typeof newVoter>;
  let cookie: Caller;
  beforeAll(async () => {
    input = newVoter();
    cookie = await registerVoter(api, input);
  });
  const profile = (changes: Record<string, unknown>, as: Caller = cookie) =>
    api.call('PATCH', '/api/pemilih/profile', {
      as,
      body: {
        namaLengkap: input.namaLengkap,
        nim: input.nim,
        prodi: input.prodi,
        foto: null,
        ...changes,
      },
    });

  it('stores a 300 px wide JPEG photo, the name, and removes the photo again', async () => {
    const foto = await jpegDataUrl(300, 360);
    const saved = await profile({ namaLengkap: 'Nama Baru Pemilih', foto });
    expect(saved.status).toBe(200);
    expect((saved.body as { voter: VoterProfile }).voter).toMatchObject({
      namaLengkap: 'Nama Baru Pemilih',
      foto,
    });
    expect(server.services.voters.findByEmail(input.email)?.foto).toBe(foto);
    const removed = await profile({ foto: null });
    expect((removed.body as { voter: VoterProfile }).voter.foto).toBeNull();
  });

  it('refuses a photo that is not a JPEG by its bytes, or wider than 300 px', async () => {
    const notJpeg = await profile({ foto: await pngLabelledJpeg() });
    expect(notJpeg.status).toBe(400);
    expect(errorOf(notJpeg.body).fields).toEqual({ foto: VOTER_PHOTO_MESSAGES.notJpeg });
    const wide = await profile({ foto: await jpegDataUrl(400, 300) });
    expect(wide.status).toBe(400);
    expect(errorOf(wide.body).fields).toEqual({ foto: VOTER_PHOTO_MESSAGES.tooWide });
    const text = await profile({ foto: 'data:text/html;base64,PGI+aGk8L2I+' });
    expect(text.status).toBe(400);
    expect(server.services.voters.findByEmail(input.email)?.foto).toBeNull();
  });

  it('refuses a NIM another voter holds, and the email or anything else outside the form', async () => {
    const other = newVoter();
    await registerVoter(api, other);
    const taken = await profile({ nim: other.nim });
    expect(taken.status).toBe(409);
    expect(errorOf(taken.body).fields).toEqual({ nim: VOTER_MESSAGES.nimTaken });
    const email = await profile({ email: 'ganti@uji.test' });
    expect(email.status).toBe(400);
    expect(server.services.voters.findByEmail(input.email)?.nim).toBe(input.nim);
  });

  it('keeps NIM and programme while verified on an election that has not closed', async () => {
    const voter = newVoter();
    const own = await registerVoter(api, voter);
    const id = server.services.voters.findByEmail(voter.email)!.id;
    const change = (nim: string, prodi = voter.prodi) =>
      api.call('PATCH', '/api/pemilih/profile', {
        as: own,
        body: { namaLengkap: voter.namaLengkap, nim, prodi, foto: null },
      });
    // Waiting for verification, or rejected: nothing is locked yet.
    insertElection(server, 'pemilihan-menunggu', { mulai: iso(HOUR), selesai: iso(2 * HOUR) });
    putOnRoll(server, 'pemilihan-menunggu', id, 'menunggu');
    const movedNim = `${voter.nim.slice(0, 8)}9`;
    expect((await change(movedNim)).status).toBe(200);
    expect((await change(voter.nim)).status).toBe(200);

    // Verified for a scheduled election: NIM and programme stay (the name too: next test).
    insertElection(server, 'pemilihan-terjadwal', { mulai: iso(HOUR), selesai: iso(2 * HOUR) });
    putOnRoll(server, 'pemilihan-terjadwal', id, 'terverifikasi');
    const locked = await change(movedNim);
    expect(locked.status).toBe(409);
    expect(errorOf(locked.body).fields).toEqual({ nim: VOTER_MESSAGES.identityLocked });
    const prodi = await change('029900001', 'Elektronika Instrumentasi');
    expect(prodi.status).toBe(409);

    // Once that election is over, they may change again.
    server.db
      .prepare('UPDATE elections SET mulai = ?, selesai = ? WHERE id = ?')
      .run(iso(-2 * HOUR), iso(-HOUR), 'pemilihan-terjadwal');
    expect((await change(movedNim)).status).toBe(200);
  });

  it('keeps the name as verified too, with the same message, while an election has not closed', async () => {
    const voter = newVoter();
    const own = await registerVoter(api, voter);
    const id = server.services.voters.findByEmail(voter.email)!.id;
    const rename = (namaLengkap: string) =>
      api.call('PATCH', '/api/pemilih/profile', {
        as: own,
        body: { namaLengkap, nim: voter.nim, prodi: voter.prodi, foto: null },
      });
    const storedName = () => server.services.voters.findByEmail(voter.email)?.namaLengkap;
    // Waiting for verification, or rejected: the name may change.
    insertElection(server, 'nama-menunggu', { mulai: iso(HOUR), selesai: iso(2 * HOUR) });
    putOnRoll(server, 'nama-menunggu', id, 'menunggu');
    insertElection(server, 'nama-ditolak', { mulai: iso(HOUR), selesai: iso(2 * HOUR) });
    putOnRoll(server, 'nama-ditolak', id, 'ditolak');
    expect((await rename('Nama Sebelum Verifikasi')).status).toBe(200);
    expect(storedName()).toBe('Nama Sebelum Verifikasi');

    // Verified for an open election: the name the committee checked against the KTM stays.
    insertElection(server, 'nama-berlangsung', { mulai: iso(-HOUR), selesai: iso(HOUR) });
    putOnRoll(server, 'nama-berlangsung', id, 'terverifikasi');
    const before = server.services.voters.findByEmail(voter.email);
    const refused = await rename('Nama Lain Sesudah Verifikasi');
    expect(refused.status).toBe(409);
    expect(errorOf(refused.body).code).toBe('CONFLICT');
    expect(errorOf(refused.body).message).toBe(VOTER_MESSAGES.identityLocked);
    expect(errorOf(refused.body).fields).toEqual({ namaLengkap: VOTER_MESSAGES.identityLocked });
    expect(VOTER_MESSAGES.identityLocked).toContain('Nama Lengkap');
    expect(server.services.voters.findByEmail(voter.email)).toEqual(before);
    // The same name, with the spaces the form trims, is no change: the rest of the form saves.
    const foto = await jpegDataUrl(120);
    const same = await api.call('PATCH', '/api/pemilih/profile', {
      as: own,
      body: { namaLengkap: '  Nama Sebelum Verifikasi ', nim: voter.nim, prodi: voter.prodi, foto },
    });
    expect(same.status).toBe(200);
    expect(server.services.voters.findByEmail(voter.email)).toMatchObject({
      namaLengkap: 'Nama Sebelum Verifikasi',
      foto,
    });

    // Once that election is over, the name may change again.
    server.db
      .prepare('UPDATE elections SET mulai = ?, selesai = ? WHERE id = ?')
      .run(iso(-2 * HOUR), iso(-HOUR), 'nama-berlangsung');
    expect((await rename('Nama Sesudah Pemilihan')).status).toBe(200);
    expect(storedName()).toBe('Nama Sesudah Pemilihan');
  });

  it('the voter’s own profile is live: a change reaches an open stream', async () => {
    const voter = newVoter();
    const own = await registerVoter(api, voter);
    const backend = createHttpBackend({
      baseUrl: server.url,
      fetch: (url, init) =>
        fetch(url, { ...init, headers: { ...(init?.headers ?? {}), cookie: own.cookie! } }),
    });
    const seen: (VoterProfile | null)[] = [];
    const stop = backend.voters.watchCurrent({ next: (value) => seen.push(value) });
    try {
      await expect.poll(() => seen.at(-1)?.namaLengkap).toBe(voter.namaLengkap);
      await api.call('PATCH', '/api/pemilih/profile', {
        as: own,
        body: { namaLengkap: 'Nama Siaran', nim: voter.nim, prodi: voter.prodi, foto: null },
      });
      await expect.poll(() => seen.at(-1)?.namaLengkap).toBe('Nama Siaran');
      await api.call('POST', '/api/pemilih/logout', { as: own });
      await expect.poll(() => seen.at(-1)).toBeNull();
    } finally {
      stop();
    }
  });
});
