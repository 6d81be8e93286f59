import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RateLimitSettings } from '../../src/server/http/rate-limits';
import { startTempServer } from '../support/temp-server';
import { request } from './support/raw-request';

/** Issue 13, done-when: "After a restart, a blocked address is still blocked." */
const LIMITS: RateLimitSettings = {
  signInPerAddress: 2,
  signInPerAccount: 100,
  windowMs: 15 * 60 * 1000,
  intakePerAddress: 2,
  trackingPerAddress: 2,
  trackingFirstPauseMs: 10 * 60 * 1000,
};

describe('rate limits across a restart', () => {
  it('keeps a blocked address blocked, with Retry-After, on the same data dir', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-limits-'));
    const lookUp = (url: string) => request(url, '/api/berkas/track/BEM-2026-99999');
    const signIn = (url: string) =>
      request(url, '/api/auth/login', {
        body: { email: 'pora@bem.demo', password: 'salah-sekali' },
      });
    const intake = (url: string) => request(url, '/api/berkas/intake', { body: {} });
    try {
      const first = await startTempServer({ dataDir }, { rateLimits: LIMITS });
      try {
        expect([(await lookUp(first.url)).status, (await lookUp(first.url)).status]).toEqual([
          404, 404,
        ]);
        expect((await lookUp(first.url)).status).toBe(429);
        expect([(await signIn(first.url)).status, (await signIn(first.url)).status]).toEqual([
          401, 401,
        ]);
        expect((await signIn(first.url)).status).toBe(429);
        await intake(first.url);
        await intake(first.url);
        expect((await intake(first.url)).status).toBe(429);
      } finally {
        await first.close();
      }

      const second = await startTempServer({ dataDir }, { rateLimits: LIMITS });
      try {
        for (const answer of [
          await lookUp(second.url),
          await signIn(second.url),
          await intake(second.url),
        ]) {
          expect(answer.status).toBe(429);
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(60);
        }
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
