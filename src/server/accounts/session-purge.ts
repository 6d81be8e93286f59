import type { FastifyBaseLogger } from 'fastify';

/** How often expired and idle sessions (and spent reset links) are deleted while running. */
export const SESSION_PURGE_EVERY_MS = 5 * 60_000;

/**
 * Deletes what can no longer be used on a timer, so the tables do not grow between restarts.
 * The timer never keeps the process alive (unref) and stops with the server; a failed round is
 * logged and the next one tries again.
 */
export function startSessionPurge(options: {
  purge: () => number;
  everyMs: number;
  log: () => FastifyBaseLogger;
}): () => void {
  const timer = setInterval(() => {
    try {
      const removed = options.purge();
      if (removed > 0) options.log().debug({ removed }, 'expired sessions purged');
    } catch (error) {
      options.log().error({ err: error }, 'session purge failed');
    }
  }, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
