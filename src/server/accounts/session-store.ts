import { SESSION_MAX_AGE_MS } from '../../shared/auth-api';
import type { Db } from '../db/database';
import { hashToken, newToken } from './token';

export type SessionClient = 'web' | 'desktop';

export function createSessionStore(db: Db) {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, user_id, client, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const find = db.prepare<[string, string], { user_id: string }>(
    'SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?',
  );
  return {
    create(userId: string, client: SessionClient): { token: string; expiresAt: Date } {
      const { token, hash } = newToken();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
      insert.run(hash, userId, client, now.toISOString(), expiresAt.toISOString());
      return { token, expiresAt };
    },
    /** The user id of a live session, or undefined for an unknown or expired token. */
    userIdFor(token: string): string | undefined {
      return find.get(hashToken(token), new Date().toISOString())?.user_id;
    },
    revoke: (token: string) =>
      db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token)),
    revokeAllFor: (userId: string) =>
      db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId),
    purgeExpired: () =>
      db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(new Date().toISOString()),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
