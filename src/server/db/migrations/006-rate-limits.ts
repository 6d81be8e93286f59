import type { Db } from '../database';

export const rateLimitsMigration = {
  version: 6,
  name: 'rate-limits',
  up: (db: Db): void => {
    db.exec(`
        -- Fixed-window counters and blocks of the rate limits (src/server/http/rate-limit-store.ts),
        -- kept here so a restart does not forgive an address; expired rows are purged while running.
        CREATE TABLE rate_limits (
          key TEXT PRIMARY KEY,
          points INTEGER NOT NULL,
          expires_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX rate_limits_expiry ON rate_limits (expires_at);
        -- Where an account has signed in successfully (a hashed address): the per-account limit on
        -- wrong passwords does not stop its owner there (src/server/http/sign-in-throttle.ts).
        CREATE TABLE known_sign_ins (
          user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          address_hash TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          PRIMARY KEY (user_id, address_hash)
        ) STRICT;
        CREATE INDEX known_sign_ins_expiry ON known_sign_ins (expires_at);
      `);
  },
};
