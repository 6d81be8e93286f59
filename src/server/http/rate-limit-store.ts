import type { Db } from '../db/database';

/** The state of one key: points used in its window and how long until the window ends. */
export interface CounterState {
  points: number;
  msLeft: number;
}

/**
 * Fixed-window counters in SQLite (table rate_limits, migration 6), so a restart does not
 * forgive anyone. Keys are short (an address, a range, a hash), never raw request input; rows
 * live on disk, not in the heap, and expired ones are purged, so the table stays bounded by what
 * the limits let through in one window. Synchronous: better-sqlite3 answers in microseconds.
 */
export interface CounterStore {
  /** Adds `points` to the key's window (a new window of `windowMs` if none is running). */
  add(key: string, windowMs: number, points?: number): CounterState;
  /** The running window of the key, if any. */
  peek(key: string): CounterState | undefined;
  /** Takes one point back (a reserved attempt that turned out not to count); never below 0. */
  refund(key: string): void;
  /** Sets the key to `points` for exactly `ms` from now: a block whose end is known. */
  set(key: string, points: number, ms: number): void;
  delete(key: string): void;
  /** Deletes every expired row; answers how many went. */
  purgeExpired(): number;
}

export function createCounterStore(db: Db, now: () => number = Date.now): CounterStore {
  const upsert = db.prepare<
    [string, number, number, number, number],
    { points: number; expires_at: number }
  >(
    `INSERT INTO rate_limits (key, points, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET
       points = CASE WHEN expires_at > ? THEN points + excluded.points ELSE excluded.points END,
       expires_at = CASE WHEN expires_at > ? THEN expires_at ELSE excluded.expires_at END
     RETURNING points, expires_at`,
  );
  const select = db.prepare<[string, number], { points: number; expires_at: number }>(
    'SELECT points, expires_at FROM rate_limits WHERE key = ? AND expires_at > ?',
  );
  const refund = db.prepare<[string, number]>(
    'UPDATE rate_limits SET points = max(points - 1, 0) WHERE key = ? AND expires_at > ?',
  );
  const replace = db.prepare<[string, number, number]>(
    'INSERT OR REPLACE INTO rate_limits (key, points, expires_at) VALUES (?, ?, ?)',
  );
  const remove = db.prepare<[string]>('DELETE FROM rate_limits WHERE key = ?');
  const purge = db.prepare<[number]>('DELETE FROM rate_limits WHERE expires_at <= ?');

  const state = (row: { points: number; expires_at: number }, at: number): CounterState => ({
    points: row.points,
    msLeft: Math.max(row.expires_at - at, 0),
  });

  return {
    add(key, windowMs, points = 1) {
      const at = now();
      const row = upsert.get(key, points, at + windowMs, at, at);
      if (!row) throw new Error('rate_limits upsert returned nothing');
      return state(row, at);
    },
    peek(key) {
      const at = now();
      const row = select.get(key, at);
      return row ? state(row, at) : undefined;
    },
    refund(key) {
      refund.run(key, now());
    },
    set(key, points, ms) {
      replace.run(key, points, now() + ms);
    },
    delete(key) {
      remove.run(key);
    },
    purgeExpired() {
      return purge.run(now()).changes;
    },
  };
}
