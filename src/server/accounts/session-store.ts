import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../../shared/auth-api';
import type { Db } from '../db/database';
import { hashToken, newToken } from './token';

export type SessionClient = 'web' | 'desktop';

/**
 * A session's last activity is written at most this often (no write per request). The stored
 * time can therefore lag the last request by this much, and the idle rule allows for it: a
 * session ends 15 to 16 minutes after its last request, never before the renderer's own
 * sign-out at 15 minutes of inactivity.
 */
export const ACTIVITY_WRITE_EVERY_MS = 60_000;
const IDLE_CUTOFF_MS = SESSION_IDLE_MS + ACTIVITY_WRITE_EVERY_MS;

/**
 * Where a population's sessions live: admin and committee accounts in `sessions`, voters in
 * `voter_sessions` (migration 13). Two tables, so a token of one can never be read as the other.
 */
export type SessionTable =
  { table: 'sessions'; owner: 'user_id' } | { table: 'voter_sessions'; owner: 'voter_id' };
export const ACCOUNT_SESSIONS: SessionTable = { table: 'sessions', owner: 'user_id' };
export const VOTER_SESSIONS: SessionTable = { table: 'voter_sessions', owner: 'voter_id' };

/**
 * Sessions (OWASP ASVS V3): a random token whose SHA-256 is all the database holds, an absolute
 * lifetime (SESSION_MAX_AGE_MS from sign-in) and an idle limit (SPEC.md §9, 15 minutes), both
 * enforced here whatever the client does.
 */
export function createSessionStore(
  db: Db,
  now: () => number = Date.now,
  { table, owner }: SessionTable = ACCOUNT_SESSIONS,
) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const insert = db.prepare(
    `INSERT INTO ${table} (token_hash, ${owner}, client, created_at, expires_at, last_seen_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const find = db.prepare<[string, string, string], { owner_id: string; last_seen_at: string }>(
    `SELECT ${owner} AS owner_id, last_seen_at FROM ${table}
     WHERE token_hash = ? AND expires_at > ? AND last_seen_at > ?`,
  );
  const touch = db.prepare<[string, string]>(
    `UPDATE ${table} SET last_seen_at = ? WHERE token_hash = ?`,
  );
  const purge = db.prepare<[string, string]>(
    `DELETE FROM ${table} WHERE expires_at <= ? OR last_seen_at <= ?`,
  );
  return {
    create(userId: string, client: SessionClient): { token: string; expiresAt: Date } {
      const { token, hash } = newToken();
      const at = now();
      const expiresAt = new Date(at + SESSION_MAX_AGE_MS);
      insert.run(hash, userId, client, iso(at), expiresAt.toISOString(), iso(at));
      return { token, expiresAt };
    },
    /**
     * The user id of a live session, or undefined for an unknown, expired or idle one. With
     * `activity` the request counts as the user's activity (not for live streams, which a
     * browser keeps open by itself); it is written only when the stored time is a minute old.
     */
    userIdFor(token: string, options: { activity?: boolean } = {}): string | undefined {
      const at = now();
      const hash = hashToken(token);
      const row = find.get(hash, iso(at), iso(at - IDLE_CUTOFF_MS));
      if (!row) return undefined;
      if (options.activity && Date.parse(row.last_seen_at) <= at - ACTIVITY_WRITE_EVERY_MS)
        touch.run(iso(at), hash);
      return row.owner_id;
    },
    revoke: (token: string) =>
      db.prepare(`DELETE FROM ${table} WHERE token_hash = ?`).run(hashToken(token)),
    revokeAllFor: (userId: string) =>
      db.prepare(`DELETE FROM ${table} WHERE ${owner} = ?`).run(userId),
    /** Removes sessions past their lifetime or idle limit; returns how many. */
    purgeExpired(): number {
      const at = now();
      return purge.run(iso(at), iso(at - IDLE_CUTOFF_MS)).changes;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
