import { createHash } from 'node:crypto';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { EVOTING_MESSAGES } from '../../shared/evoting/election';
import type { Db } from '../db/database';
import { clientKeys } from './client-address';
import { createKnownSignIns, VOTER_SIGN_INS } from './known-sign-ins';
import { createMissThrottle, type MissThrottle } from './miss-throttle';
import { createCounterStore } from './rate-limit-store';
import { createSignInThrottle, type SignInThrottle } from './sign-in-throttle';
import { tooMany, type LimitCode } from './too-many';

/**
 * The numbers of the limits (docs: /work/briefs/ops-throttle.md → docs/OPERATING.md). Tests pass
 * generous ones; a range limit left out is three times its address limit.
 */
export interface RateLimitSettings {
  /** Wrong passwords per address and per account within the window. */
  signInPerAddress: number;
  signInPerAccount: number;
  windowMs: number;
  signInPerRange?: number;
  /** Public writes (SI-BERKAS intake and corrections) per address within the window. */
  intakePerAddress?: number;
  /** Image uploads (admins of the content areas) per address within the window. */
  imageUploadsPerAddress?: number;
  /** Ticket misses per address before lookups from it are paused (growing pauses after that). */
  trackingPerAddress?: number;
  trackingPerRange?: number;
  trackingWindowMs?: number;
  trackingFirstPauseMs?: number;
  trackingMaxPauseMs?: number;
  trackingSpikePerMinute?: number;
  /** Registrations per address within the window. */
  registrationPerAddress?: number;
  /** Password-reset requests per address within the window. */
  resetPerAddress?: number;
  /** Reset mails one account gets per resetMailWindowMs; further requests answer alike, unmailed. */
  resetMailsPerAccount?: number;
  resetMailWindowMs?: number;
  /** A committee account's roll previews and imports together within the window (e-voting). */
  rollImportsPerAccount?: number;
  /** A committee account's voters added one at a time (NIM and name) within the window. */
  rollAdditionsPerAccount?: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInPerAddress: 30,
  signInPerAccount: 10,
  windowMs: 15 * 60 * 1000,
};

const HOUR_MS = 60 * 60 * 1000;
/** Expired counters are deleted this often, so the table holds only running windows. */
const PURGE_EVERY_MS = 60_000;

export interface PasswordResetThrottle {
  onRequest: onRequestAsyncHookHandler;
  /** Whether this request for a (validated, normalised) e-mail may send a mail. */
  mayMail(email: string): boolean;
}

export interface RateLimits {
  signIn: SignInThrottle;
  /** Voters' sign-in: the same limits, its own accounts and known addresses (e-voting). */
  voterSignIn: SignInThrottle;
  registration: onRequestAsyncHookHandler;
  passwordReset: PasswordResetThrottle;
  /** Every public write (intake, corrections; later bookings, voter registration). */
  intake: onRequestAsyncHookHandler;
  /** Image uploads: a manager adds a few dozen images at a time, never hundreds. */
  imageUploads: onRequestAsyncHookHandler;
  tracking: MissThrottle;
  /**
   * Kelola Pemilih, per signed-in account (issue 33 item 1): a committee imports its roll once or
   * twice and adds a few stragglers, never thousands of guesses of who is registered.
   */
  rollImports: onRequestAsyncHookHandler;
  rollAdditions: onRequestAsyncHookHandler;
  /**
   * A limit per address and per range (three times as many) on every request of a route, for
   * its `onRequest` hook: a new public route takes one line, e.g.
   * `{ onRequest: limits.perAddress('booking', 20) }`.
   */
  perAddress(name: string, points: number, code?: LimitCode): onRequestAsyncHookHandler;
  /** Stops the periodic purge (the app's onClose). */
  stop(): void;
}

/**
 * Every limit of the server, stored in its SQLite database (so a restart forgives nobody) and
 * checked before a request's body is read. Keys are addresses, ranges and hashes, never raw
 * input, and the stored rows are purged when their window ends, so memory and the table stay
 * bounded however many distinct keys arrive.
 */
export function createRateLimits(
  db: Db,
  settings: RateLimitSettings,
  log: () => FastifyBaseLogger,
): RateLimits {
  const store = createCounterStore(db);
  const known = createKnownSignIns(db);
  const knownVoters = createKnownSignIns(db, Date.now, VOTER_SIGN_INS);
  const windowMs = settings.windowMs;

  const perAddress = (
    name: string,
    points: number,
    code: LimitCode = 'RATE_LIMITED',
    perRange = points * 3,
  ): onRequestAsyncHookHandler =>
    async function limitPerAddress(request, reply) {
      const keys = clientKeys(request.ip);
      for (const [key, limit] of [
        [`${name}:a:${keys.address}`, points],
        [`${name}:r:${keys.range}`, perRange],
      ] as const) {
        // A refused request writes nothing: a flood past the limit costs reads, not commits.
        const running = store.peek(key);
        if (running && running.points >= limit) {
          throw tooMany(request, reply, code, running.msLeft);
        }
        const state = store.add(key, windowMs);
        if (state.points > limit) throw tooMany(request, reply, code, state.msLeft);
      }
    };

  /**
   * A limit per signed-in account, for a route whose access guard (which runs first) admitted
   * only accounts: the key is the account's id, so colleagues behind one address do not share it.
   */
  const perAccount = (name: string, points: number, message: (minutes: number) => string) =>
    async function limitPerAccount(request: FastifyRequest, reply: FastifyReply) {
      if (!request.caller) return;
      const key = `${name}:u:${request.caller.id}`;
      const refuse = (msLeft: number) =>
        tooMany(request, reply, 'RATE_LIMITED', msLeft, message(Math.ceil(msLeft / 60_000) || 1));
      const running = store.peek(key);
      if (running && running.points >= points) throw refuse(running.msLeft);
      const state = store.add(key, windowMs);
      if (state.points > points) throw refuse(state.msLeft);
    };

  const resetMails = settings.resetMailsPerAccount ?? 3;
  const resetMailWindowMs = settings.resetMailWindowMs ?? HOUR_MS;
  const trackingPerAddress = settings.trackingPerAddress ?? 10;

  const purge = () => {
    try {
      store.purgeExpired();
      known.purgeExpired();
      knownVoters.purgeExpired();
    } catch (error) {
      // A closed database during shutdown: the next start purges instead.
      log().warn({ err: error }, 'rate limit purge failed');
    }
  };
  purge();
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();

  const signInLimits = {
    perAddress: settings.signInPerAddress,
    perRange: settings.signInPerRange ?? settings.signInPerAddress * 3,
    perAccount: settings.signInPerAccount,
    windowMs,
  };
  return {
    signIn: createSignInThrottle(store, known, signInLimits),
    voterSignIn: createSignInThrottle(store, knownVoters, {
      ...signInLimits,
      population: 'pemilih',
    }),
    registration: perAddress('register', settings.registrationPerAddress ?? 10),
    passwordReset: {
      onRequest: perAddress('reset', settings.resetPerAddress ?? 10),
      mayMail(email) {
        const key = `reset:u:${createHash('sha256').update(email).digest('base64url')}`;
        return store.add(key, resetMailWindowMs).points <= resetMails;
      },
    },
    intake: perAddress('intake', settings.intakePerAddress ?? 30),
    imageUploads: perAddress('images', settings.imageUploadsPerAddress ?? 120),
    tracking: createMissThrottle(
      store,
      {
        perAddress: trackingPerAddress,
        perRange: settings.trackingPerRange ?? trackingPerAddress * 3,
        windowMs: settings.trackingWindowMs ?? HOUR_MS,
        firstBlockMs: settings.trackingFirstPauseMs ?? 2_000,
        maxBlockMs: settings.trackingMaxPauseMs ?? 2 * 60 * 1000,
        spikePerMinute: settings.trackingSpikePerMinute ?? 20,
      },
      log,
    ),
    // 30 and 120 in 15 minutes: an import is a preview and a commit, a few times over while the
    // committee fixes its file, and stragglers are added one by one; a script guessing who is
    // registered needs thousands (docs/OPERATING.md).
    rollImports: perAccount(
      'roll-import',
      settings.rollImportsPerAccount ?? 30,
      EVOTING_MESSAGES.tooManyImports,
    ),
    rollAdditions: perAccount(
      'roll-add',
      settings.rollAdditionsPerAccount ?? 120,
      EVOTING_MESSAGES.tooManyAdditions,
    ),
    perAddress: (name, points, code) => perAddress(name, points, code),
    stop: () => clearInterval(timer),
  };
}
