import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error';
import { clientKeys } from './client-address';
import type { KnownSignIns } from './known-sign-ins';
import type { CounterStore } from './rate-limit-store';
import { tooMany } from './too-many';

export interface SignInLimits {
  perAddress: number;
  perRange: number;
  perAccount: number;
  windowMs: number;
  /**
   * The population whose accounts are counted (`signin` for accounts, `pemilih` for voters): an
   * address's wrong passwords count together, an account's within its own population only.
   */
  population?: string;
}

export interface SignInThrottle {
  /** Before the body is read: refuses an address or range that used up its wrong passwords. */
  onRequest: onRequestAsyncHookHandler;
  /**
   * Runs one sign-in for an already validated, normalised e-mail. Only a wrong password counts:
   * every other outcome gives its reserved points back, and a success makes the address known.
   */
  attempt<T extends { user: { id: string } }>(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    run: () => Promise<T>,
  ): Promise<T>;
}

const accountKey = (population: string, email: string) =>
  `${population}:u:${createHash('sha256').update(email).digest('base64url')}`;

/**
 * Wrong passwords are limited per address, per network range and per account. A point is
 * reserved before the password is checked (so parallel guesses cannot slip past the limit) and
 * returned unless the password was wrong. The per-account limit, which many addresses together
 * could otherwise use to lock the owner out, does not apply where the account has signed in
 * successfully before (known-sign-ins.ts): the owner at home or on their usual network passes.
 */
export function createSignInThrottle(
  store: CounterStore,
  known: KnownSignIns,
  limits: SignInLimits,
): SignInThrottle {
  const addressKeys = (request: FastifyRequest) => {
    const keys = clientKeys(request.ip);
    return [
      { key: `signin:a:${keys.address}`, limit: limits.perAddress },
      { key: `signin:r:${keys.range}`, limit: limits.perRange },
    ];
  };

  return {
    async onRequest(request, reply) {
      for (const { key, limit } of addressKeys(request)) {
        const state = store.add(key, limits.windowMs);
        if (state.points > limit) throw tooMany(request, reply, 'TOO_MANY_ATTEMPTS', state.msLeft);
      }
    },

    async attempt(request, reply, email, run) {
      const address = clientKeys(request.ip).address;
      const reserved = addressKeys(request).map(({ key }) => key);
      if (!known.has(email, address)) {
        const key = accountKey(limits.population ?? 'signin', email);
        reserved.push(key);
        const state = store.add(key, limits.windowMs);
        if (state.points > limits.perAccount)
          throw tooMany(request, reply, 'TOO_MANY_ATTEMPTS', state.msLeft);
      }
      try {
        const result = await run();
        known.remember(result.user.id, address);
        for (const key of reserved) store.refund(key);
        return result;
      } catch (error) {
        const wrongPassword = error instanceof AppError && error.code === 'WRONG_CREDENTIALS';
        if (!wrongPassword) for (const key of reserved) store.refund(key);
        throw error;
      }
    },
  };
}
