import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempServer, type TempServer } from '../support/temp-server';
import { request } from './support/raw-request';

/**
 * Issue 13: "three reset requests block a victim's reset". Past its mails an account gets the same
 * answer and no mail; the victim's own request after the short window mails again.
 */
const MAIL_WINDOW_MS = 3_000;
let server: TempServer;

beforeAll(async () => {
  server = await startTempServer(
    { trustProxy: ['127.0.0.1'] },
    {
      rateLimits: {
        signInPerAddress: 30,
        signInPerAccount: 10,
        windowMs: 15 * 60 * 1000,
        resetMailWindowMs: MAIL_WINDOW_MS,
      },
    },
  );
});
afterAll(async () => {
  await server.dispose();
});

const mailsTo = (address: string) => {
  const outbox = path.join(server.dataDir, 'outbox');
  return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes(address)) : [];
};
const forgot = (email: string, from: string) =>
  request(server.url, '/api/auth/forgot-password', { body: { email }, from });

describe('password reset requests', () => {
  it('answer alike past the per-account mails, send no more, and mail again after the window', async () => {
    const attackers = ['10.5.1.1', '10.5.2.1', '10.5.3.1'];
    const first = await Promise.all(attackers.map((from) => forgot('keuangan@bem.demo', from)));
    expect(first.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(mailsTo('keuangan@bem.demo')).toHaveLength(3);

    const victim = await forgot('KEUANGAN@bem.demo', '10.6.0.1');
    expect(victim.status).toBe(200);
    expect(victim.body).toBe(first[0]!.body);
    expect(victim.headers['retry-after']).toBeUndefined();
    expect(mailsTo('keuangan@bem.demo')).toHaveLength(3);

    await new Promise((resolve) => setTimeout(resolve, MAIL_WINDOW_MS + 200));
    const later = await forgot('keuangan@bem.demo', '10.6.0.1');
    expect(later.status).toBe(200);
    expect(mailsTo('keuangan@bem.demo')).toHaveLength(4);
  });

  it('limits requests per address with the Indonesian message and Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await forgot(`orang-${i}@bem.demo`, '10.7.0.1');
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(JSON.parse(last!.body)).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
      },
    });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
