import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { errorMessage, request } from './support/raw-request';

/**
 * Issue 13, "Anyone can lock any account out": ten wrong passwords from ten addresses used to give
 * the owner 429 for 15 minutes. With the real limits, the owner signs in from where they signed
 * in before, and successful sign-ins use no quota.
 */
let server: TempServer;

beforeAll(async () => {
  server = await startTempServer(
    { trustProxy: ['127.0.0.1'] },
    { rateLimits: { signInPerAddress: 30, signInPerAccount: 10, windowMs: 15 * 60 * 1000 } },
  );
});
afterAll(async () => {
  await server.dispose();
});

const signIn = (email: string, password: string, from: string) =>
  request(server.url, '/api/auth/login', { body: { email, password }, from });

describe('sign-in throttling that does not lock the owner out', () => {
  it('lets the owner in from a known address after wrong passwords from ten addresses', async () => {
    const owner = '10.9.0.5';
    expect((await signIn('master@bem.demo', DEMO_PASSWORD, owner)).status).toBe(200);

    const attacker: number[] = [];
    for (let address = 1; address <= 10; address += 1) {
      for (let guess = 0; guess < 3; guess += 1) {
        attacker.push(
          (await signIn('master@bem.demo', `tebakan-${guess}`, `10.1.${address}.7`)).status,
        );
      }
    }
    // The attacker is slowed: after ten wrong passwords the account refuses unknown addresses.
    expect(attacker.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(attacker.slice(10).every((status) => status === 429)).toBe(true);
    const fromNewAddress = await signIn('master@bem.demo', DEMO_PASSWORD, '10.1.99.7');
    expect(fromNewAddress.status).toBe(429);
    expect(errorMessage(fromNewAddress)).toBe(
      'Terlalu banyak percobaan masuk. Silakan coba lagi dalam beberapa menit.',
    );
    expect(Number(fromNewAddress.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, from the address they signed in from before, is not locked out.
    const ownerAgain = await signIn('master@bem.demo', DEMO_PASSWORD, owner);
    expect(ownerAgain.status).toBe(200);
  }, 60_000);

  it('does not count successful sign-ins', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await signIn('dagri@bem.demo', DEMO_PASSWORD, '10.2.0.1')).status);
    expect(statuses).toEqual(Array(40).fill(200));
  }, 60_000);

  it('limits wrong passwords per network range, whatever the address in it', async () => {
    // 30 per address, 90 per /24: three addresses of one range use it up for a fourth.
    for (const host of [1, 2, 3]) {
      for (let i = 0; i < 30; i += 1) {
        const email = `tidak-ada-${host}-${i}@bem.demo`;
        expect((await signIn(email, 'salah-sekali', `10.3.0.${host}`)).status).toBe(401);
      }
    }
    const fourth = await signIn('pora@bem.demo', DEMO_PASSWORD, '10.3.0.4');
    expect(fourth.status).toBe(429);
    expect((await signIn('pora@bem.demo', DEMO_PASSWORD, '10.3.1.4')).status).toBe(200);
  }, 60_000);
});

describe('BEM_TRUST_PROXY', () => {
  /** Four clients (10.4.x.1, named by X-Forwarded-For) each send one wrong password; 3 per address. */
  async function fourWrongSignInsBehindProxy(
    config: Parameters<typeof startTempServer>[0],
  ): Promise<number[]> {
    const server = await startTempServer(config, {
      rateLimits: { signInPerAddress: 3, signInPerAccount: 100, windowMs: 60_000 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const body = { email: `orang-${i}@bem.demo`, password: 'salah-sekali' };
        statuses.push(
          (await request(server.url, '/api/auth/login', { body, from: `10.4.${i}.1` })).status,
        );
      }
      return statuses;
    } finally {
      await server.dispose();
    }
  }

  it('without it, X-Forwarded-For is ignored: every client shares the proxy address', async () => {
    expect(await fourWrongSignInsBehindProxy({})).toEqual([401, 401, 401, 429]);
  });

  it('with it, each client behind the proxy has its own limit', async () => {
    expect(await fourWrongSignInsBehindProxy({ trustProxy: 1 })).toEqual([401, 401, 401, 401]);
  });
});
