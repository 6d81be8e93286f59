import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { SC_PATHS } from '../../src/shared/sc/sc-paths';
import { startTempServer, type TempServer } from '../support/temp-server';
import { request, type RawAnswer } from './support/raw-request';

/** Every limited route answers 429 with the Indonesian message and Retry-After, before the body. */
let server: TempServer;

beforeAll(async () => {
  server = await startTempServer(
    { trustProxy: ['127.0.0.1'] },
    {
      rateLimits: {
        signInPerAddress: 1,
        signInPerAccount: 100,
        windowMs: 15 * 60 * 1000,
        intakePerAddress: 1,
        trackingPerAddress: 2,
        registrationPerAddress: 1,
        resetPerAddress: 1,
      },
    },
  );
});
afterAll(async () => {
  await server.dispose();
});

const MESSAGES = {
  TOO_MANY_ATTEMPTS: 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam beberapa menit.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
};

const ROUTES: { path: string; body?: unknown; code: keyof typeof MESSAGES }[] = [
  {
    path: '/api/auth/login',
    body: { email: 'pora@bem.demo', password: 'salah' },
    code: 'TOO_MANY_ATTEMPTS',
  },
  { path: '/api/auth/register', body: {}, code: 'RATE_LIMITED' },
  { path: '/api/auth/register-panitia', body: {}, code: 'RATE_LIMITED' },
  { path: '/api/auth/forgot-password', body: { email: 'x@bem.demo' }, code: 'RATE_LIMITED' },
  { path: '/api/auth/reset-password', body: {}, code: 'RATE_LIMITED' },
  { path: '/api/berkas/intake', body: {}, code: 'RATE_LIMITED' },
  { path: '/api/berkas/revision', body: {}, code: 'RATE_LIMITED' },
  { path: '/api/berkas/track/BEM-2026-99999', code: 'RATE_LIMITED' },
  {
    path: '/api/berkas/revision/open',
    body: { ticketId: 'BEM-2026-99999', revisionCode: 'ABCDEFGHJKLMNPQRSTUV' },
    code: 'RATE_LIMITED',
  },
  // The loans (issue 20): bookings and the holder's changes share the intake's limit; codes that
  // name no booking count as tracking misses.
  { path: SC_PATHS.book, body: {}, code: 'RATE_LIMITED' },
  { path: SC_PATHS.find, body: { kode: 'SC-00000-00000' }, code: 'RATE_LIMITED' },
  {
    path: SC_PATHS.availability,
    body: {
      ruangId: 'x',
      tanggal: '2030-01-01',
      waktuMulai: '08:00',
      waktuSelesai: '09:00',
      kode: 'SC-00000-00000',
    },
    code: 'RATE_LIMITED',
  },
  { path: SC_PATHS.reschedule, body: {}, code: 'RATE_LIMITED' },
  { path: SC_PATHS.cancel, body: {}, code: 'RATE_LIMITED' },
  { path: SC_PATHS.checkIn, body: {}, code: 'RATE_LIMITED' },
  { path: SC_PATHS.checkOut, body: {}, code: 'RATE_LIMITED' },
];

describe('every limited route', () => {
  it.each(ROUTES.map((route, index) => ({ ...route, from: `10.20.${index}.1` })))(
    '$path: 429 with the message and Retry-After',
    async ({ path, body, code, from }) => {
      let answer: RawAnswer | undefined;
      for (let i = 0; i < 5 && answer?.status !== 429; i += 1)
        answer = await request(server.url, path, { body, from });
      expect(answer?.status).toBe(429);
      // The intake keeps the script endpoint's {status, message} beside the API's error shape.
      expect(JSON.parse(answer!.body)).toMatchObject({ error: { code, message: MESSAGES[code] } });
      expect(Number(answer!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    },
  );
});

/**
 * Starts a POST announcing a 32 MB body, sends 64 KB of it and waits: an address over its limit
 * must be answered now, not after the server has read the whole body.
 */
function hugeBodyAnswer(path: string, from: string): Promise<RawAnswer | 'no answer'> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${server.url}${path}`, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': 32 * 1024 * 1024 - 1,
        'x-forwarded-for': from,
      },
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      resolve('no answer');
    }, 5_000);
    outgoing.on('response', (response) => {
      clearTimeout(timer);
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
        outgoing.destroy();
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    outgoing.write(`{"pad":"${'x'.repeat(64 * 1024)}`);
  });
}

describe('an address over its limit', () => {
  it('gets 429 for a 32 MB intake before the body is sent', async () => {
    const from = '10.21.0.1';
    await request(server.url, '/api/berkas/intake', { body: {}, from });
    const answer = await hugeBodyAnswer('/api/berkas/intake', from);
    expect(answer).not.toBe('no answer');
    const refused = answer as RawAnswer;
    expect(refused.status).toBe(429);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({
      status: 'error',
      message: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
      error: {
        code: 'RATE_LIMITED',
        message: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('gets 429 for a 32 MB correction while its ticket misses pause it', async () => {
    const from = '10.22.0.1';
    for (let i = 0; i < 2; i += 1)
      await request(server.url, `/api/berkas/track/BEM-2026-9999${i}`, { from });
    const answer = await hugeBodyAnswer('/api/berkas/revision', from);
    expect(answer).not.toBe('no answer');
    expect((answer as RawAnswer).status).toBe(429);
  });
});

describe('ticket lookups', () => {
  it('are never slowed down by hits', async () => {
    const real = server.db
      .prepare<[], { ticket_id: string }>('SELECT ticket_id FROM submissions LIMIT 1')
      .get()?.ticket_id;
    expect(real).toBeDefined();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push(
        (await request(server.url, `/api/berkas/track/${real}`, { from: '10.23.0.1' })).status,
      );
    expect(statuses).toEqual(Array(20).fill(200));
  });

  it('pause an address after its misses, then ever longer, up to the cap', async () => {
    const from = '10.24.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await request(server.url, `/api/berkas/track/BEM-2026-8888${i}`, { from })).status,
      );
    expect(statuses).toEqual([404, 404, 429, 429]);
    // The whole /24 has its own count: a neighbour address still has its free misses.
    const neighbour = await request(server.url, '/api/berkas/track/BEM-2026-77777', {
      from: '10.24.0.2',
    });
    expect(neighbour.status).toBe(404);
  });

  it('still sign in the owner of an account', async () => {
    const answer = await request(server.url, '/api/auth/login', {
      body: { email: 'dagri@bem.demo', password: DEMO_PASSWORD },
      from: '10.25.0.1',
    });
    expect(answer.status).toBe(200);
  });
});
