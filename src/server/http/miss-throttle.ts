import type { FastifyBaseLogger, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { clientKeys } from './client-address';
import type { CounterStore } from './rate-limit-store';
import { tooMany } from './too-many';

export interface MissLimits {
  /** Misses an address (a range) may make in one window before it is slowed down. */
  perAddress: number;
  perRange: number;
  windowMs: number;
  /** The first pause after the free misses; each further miss doubles it, up to maxBlockMs. */
  firstBlockMs: number;
  maxBlockMs: number;
  /** Misses a minute across all addresses above which the log gets a warning. */
  spikePerMinute: number;
}

/**
 * Counts only failures: an address that keeps asking for tickets that do not exist (guessing)
 * is slowed down, while someone refreshing their own ticket's status never is.
 */
export interface MissThrottle {
  /** Before the body is read: refuses an address or range that is pausing. */
  check: onRequestAsyncHookHandler;
  recordMiss(request: FastifyRequest): void;
}

const MINUTE_MS = 60_000;

/**
 * A growing pause per address and per network range, counted on misses only: after the free
 * misses of the window each miss pauses the key for twice as long as the one before, capped, so
 * guessing slows to a few tries an hour while a student who shares an address with a guesser
 * waits at most the cap. The pause is never made longer by the refused requests themselves.
 */
export function createMissThrottle(
  store: CounterStore,
  limits: MissLimits,
  log: () => FastifyBaseLogger,
  now: () => number = Date.now,
): MissThrottle {
  // Across all addresses: one counter a minute, in memory (bounded whatever arrives).
  const spike = { minuteStart: 0, misses: 0, warnedAt: -Infinity };
  const countMiss = () => {
    const at = now();
    if (at - spike.minuteStart >= MINUTE_MS) Object.assign(spike, { minuteStart: at, misses: 0 });
    spike.misses += 1;
    if (spike.misses > limits.spikePerMinute && at - spike.warnedAt >= MINUTE_MS) {
      spike.warnedAt = at;
      log().warn(
        { failedTicketLookups: spike.misses, perMinuteThreshold: limits.spikePerMinute },
        'ticket guessing suspected: failed ticket lookups across all addresses spiked',
      );
    }
  };

  const keysOf = (request: FastifyRequest) => {
    const keys = clientKeys(request.ip);
    return [
      { key: `track:a:${keys.address}`, free: limits.perAddress },
      { key: `track:r:${keys.range}`, free: limits.perRange },
    ];
  };

  return {
    async check(request, reply) {
      let msLeft = 0;
      for (const { key } of keysOf(request)) {
        msLeft = Math.max(msLeft, store.peek(`${key}:pause`)?.msLeft ?? 0);
      }
      if (msLeft > 0) throw tooMany(request, reply, 'RATE_LIMITED', msLeft);
    },
    recordMiss(request) {
      countMiss();
      for (const { key, free } of keysOf(request)) {
        const misses = store.add(key, limits.windowMs).points;
        if (misses < free) continue;
        const pause = Math.min(limits.firstBlockMs * 2 ** (misses - free), limits.maxBlockMs);
        store.set(`${key}:pause`, misses, pause);
      }
    },
  };
}
