import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrations';
import { createCounterStore } from './rate-limit-store';

function setup() {
  const db = new Database(':memory:');
  migrate(db);
  const clock = { now: 1_000_000 };
  return { db, clock, store: createCounterStore(db, () => clock.now) };
}

describe('counter store', () => {
  it('counts within a fixed window and starts a new one after it', () => {
    const { clock, store } = setup();
    expect(store.add('k', 1_000)).toEqual({ points: 1, msLeft: 1_000 });
    clock.now += 400;
    expect(store.add('k', 1_000)).toEqual({ points: 2, msLeft: 600 });
    clock.now += 600;
    expect(store.peek('k')).toBeUndefined();
    expect(store.add('k', 1_000)).toEqual({ points: 1, msLeft: 1_000 });
  });

  it('refunds a point, never below zero, and only in a running window', () => {
    const { store } = setup();
    store.add('k', 1_000);
    store.refund('k');
    store.refund('k');
    expect(store.peek('k')?.points).toBe(0);
    store.refund('absent');
    expect(store.peek('absent')).toBeUndefined();
  });

  it('sets a block with a known end and purges expired rows', () => {
    const { db, clock, store } = setup();
    store.set('pause', 5, 2_000);
    store.add('short', 100);
    expect(store.peek('pause')).toEqual({ points: 5, msLeft: 2_000 });
    clock.now += 500;
    expect(store.purgeExpired()).toBe(1);
    const rows = db.prepare('SELECT key FROM rate_limits').all();
    expect(rows).toEqual([{ key: 'pause' }]);
  });
});
