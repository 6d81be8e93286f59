import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../../shared/auth-api';
import { migrate } from '../db/migrations';
import { ACTIVITY_WRITE_EVERY_MS, createSessionStore } from './session-store';
import { createUserRepository } from './user-repository';

const MINUTE = 60_000;

describe('session store', () => {
  let clock: number;
  let db: Database.Database;
  let store: ReturnType<typeof createSessionStore>;
  let userId: string;
  const lastSeen = () =>
    (db.prepare('SELECT last_seen_at FROM sessions').get() as { last_seen_at: string })
      .last_seen_at;

  beforeEach(() => {
    clock = Date.parse('2026-03-02T08:00:00.000Z');
    db = new Database(':memory:');
    migrate(db);
    userId = createUserRepository(db).insert({
      email: 'a@bem.demo',
      passwordHash: 'x',
      role: 'admin',
      namaTampilan: 'A',
    }).id;
    store = createSessionStore(db, () => clock);
  });

  it('ends a session idle past 15 minutes plus the write interval, never before 15', () => {
    const { token } = store.create(userId, 'web');
    clock += SESSION_IDLE_MS;
    expect(store.userIdFor(token)).toBe(userId);
    clock += ACTIVITY_WRITE_EVERY_MS - 1;
    expect(store.userIdFor(token)).toBe(userId);
    clock += 1;
    expect(store.userIdFor(token)).toBeUndefined();
  });

  it('records activity only when asked and at most once per write interval', () => {
    const signInAt = clock;
    const { token } = store.create(userId, 'web');
    const signedIn = lastSeen();
    clock += 10 * MINUTE;
    store.userIdFor(token);
    expect(lastSeen()).toBe(signedIn);
    clock += 1;
    store.userIdFor(token, { activity: true });
    expect(Date.parse(lastSeen())).toBe(clock);
    const written = clock;
    clock += ACTIVITY_WRITE_EVERY_MS - 1;
    store.userIdFor(token, { activity: true });
    expect(Date.parse(lastSeen())).toBe(written);
    // Kept alive by activity, it still ends at its absolute lifetime.
    for (let at = clock; at < signInAt + SESSION_MAX_AGE_MS; at += 10 * MINUTE) {
      clock = at;
      expect(store.userIdFor(token, { activity: true })).toBe(userId);
    }
    clock = signInAt + SESSION_MAX_AGE_MS;
    expect(store.userIdFor(token, { activity: true })).toBeUndefined();
  });

  it('purges expired and idle sessions, keeps the rest', () => {
    const idle = store.create(userId, 'web').token;
    clock += 10 * MINUTE;
    const fresh = store.create(userId, 'desktop').token;
    clock += SESSION_IDLE_MS + ACTIVITY_WRITE_EVERY_MS - 10 * MINUTE;
    expect(store.purgeExpired()).toBe(1);
    expect(store.userIdFor(idle)).toBeUndefined();
    expect(store.userIdFor(fresh)).toBe(userId);
  });
});
