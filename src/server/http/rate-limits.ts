import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';

export interface RateLimitSettings {
  /** Sign-in attempts per address and per account within the window. */
  signInPerAddress: number;
  signInPerAccount: number;
  windowMs: number;
  /** SI-BERKAS submissions and ticket lookups per address (lookups: so tickets cannot be enumerated). */
  intakePerAddress?: number;
  trackingPerAddress?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInPerAddress: 30,
  signInPerAccount: 10,
  windowMs: 15 * 60 * 1000,
};

export type RateLimits = Record<
  'signIn' | 'registration' | 'passwordReset' | 'intake',
  preHandlerAsyncHookHandler
> & {
  tracking: MissLimiter;
};

/**
 * Counts only failures: an address that keeps asking for tickets that do not exist (guessing)
 * is stopped, while someone refreshing their own ticket's status is never slowed down.
 */
export interface MissLimiter {
  /** Refuses an address that has used up its misses. */
  check: preHandlerAsyncHookHandler;
  recordMiss(request: FastifyRequest): Promise<void>;
}

const emailOf = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/**
 * Limits per address and per account (rate-limiter-flexible, in memory). The per-account limit
 * stops a slow guess at one password from many addresses; the per-address one a sweep over many
 * accounts. A request must pass both; refusals answer 429 with an Indonesian message.
 */
function missLimiter(misses: RateLimiterMemory): MissLimiter {
  return {
    async check(request, reply) {
      const state = await misses.get(request.ip);
      if (state && state.remainingPoints <= 0) {
        reply.header('Retry-After', Math.ceil(state.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', 429);
      }
    },
    async recordMiss(request) {
      await misses.consume(request.ip).catch((error: unknown) => {
        if (!(error instanceof RateLimiterRes)) throw error;
      });
    },
  };
}

export function createRateLimits(settings: RateLimitSettings): RateLimits {
  const duration = Math.ceil(settings.windowMs / 1000);
  const limiter = (points: number) => new RateLimiterMemory({ points, duration });

  const guard =
    (
      limits: { byAddress: RateLimiterMemory; byAccount?: RateLimiterMemory },
      code: 'TOO_MANY_ATTEMPTS' | 'RATE_LIMITED',
    ): preHandlerAsyncHookHandler =>
    async (request, reply) => {
      const email = emailOf(request);
      try {
        await limits.byAddress.consume(request.ip);
        if (limits.byAccount && email) await limits.byAccount.consume(email);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        reply.header('Retry-After', Math.ceil(error.msBeforeNext / 1000));
        throw new AppError(code, 429);
      }
    };

  return {
    signIn: guard(
      {
        byAddress: limiter(settings.signInPerAddress),
        byAccount: limiter(settings.signInPerAccount),
      },
      'TOO_MANY_ATTEMPTS',
    ),
    registration: guard({ byAddress: limiter(10) }, 'RATE_LIMITED'),
    passwordReset: guard({ byAddress: limiter(10), byAccount: limiter(3) }, 'RATE_LIMITED'),
    intake: guard({ byAddress: limiter(settings.intakePerAddress ?? 30) }, 'RATE_LIMITED'),
    tracking: missLimiter(limiter(settings.trackingPerAddress ?? 60)),
  };
}
