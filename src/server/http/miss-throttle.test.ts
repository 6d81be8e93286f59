import Database from 'better-sqlite3';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { migrate } from '../db/migrations';
import { createMissThrottle } from './miss-throttle';
import { createCounterStore } from './rate-limit-store';

const LIMITS = {
  perAddress: 3,
  perRange: 5,
  windowMs: 60 * 60 * 1000,
  firstBlockMs: 2_000,
  maxBlockMs: 120_000,
  spikePerMinute: 10,
};

function setup() {
  const db = new Database(':memory:');
  migrate(db);
  const clock = { now: 5_000_000 };
  const warn = vi.fn();
  const log = { warn } as unknown as FastifyBaseLogger;
  const throttle = createMissThrottle(
    createCounterStore(db, () => clock.now),
    LIMITS,
    () => log,
    () => clock.now,
  );
  const headers: Record<string, unknown> = {};
  const reply = {
    header: (name: string, value: unknown) => (headers[name] = value),
  } as unknown as FastifyReply;
  const from = (ip: string) => ({ ip, headers: {}, body: undefined }) as unknown as FastifyRequest;
  /** The pause in ms the address is under now (0: it may look up). */
  const pauseOf = async (ip: string) => {
    try {
      await throttle.check.call(undefined as never, from(ip), reply);
      return 0;
    } catch {
      return Number(headers['Retry-After']) * 1000;
    }
  };
  return { clock, warn, throttle, from, pauseOf };
}

describe('miss throttle', () => {
  it('pauses an address after its free misses, doubling each time, up to the cap', async () => {
    const { clock, throttle, from, pauseOf } = setup();
    const pauses: number[] = [];
    for (let miss = 0; miss < 10; miss += 1) {
      throttle.recordMiss(from('10.0.0.1'));
      pauses.push(await pauseOf('10.0.0.1'));
      clock.now += pauses.at(-1)!;
    }
    expect(pauses).toEqual([0, 0, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 120_000, 120_000]);
  });

  it('counts a network range across its addresses', async () => {
    const { throttle, from, pauseOf } = setup();
    for (const host of [1, 2, 1, 2, 3]) throttle.recordMiss(from(`10.0.1.${host}`));
    // No address used its three misses, but the /24 used its five.
    expect(await pauseOf('10.0.1.9')).toBe(2_000);
    expect(await pauseOf('10.0.2.9')).toBe(0);
  });

  it('warns once a minute when misses across all addresses spike, with the count', () => {
    const { clock, warn, throttle, from } = setup();
    for (let i = 0; i < 30; i += 1) throttle.recordMiss(from(`10.${i}.0.1`));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toEqual({ failedTicketLookups: 11, perMinuteThreshold: 10 });
    clock.now += 61_000;
    for (let i = 0; i < 11; i += 1) throttle.recordMiss(from(`11.${i}.0.1`));
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
