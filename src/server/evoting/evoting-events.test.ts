import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_TOPICS } from '../../shared/live';
import { closeDatabase, openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrations';
import { LiveHub } from '../live/live-hub';
import { createEvotingEvents } from './evoting-events';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const db of dbs.splice(0)) closeDatabase(db);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function setUp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-evoting-events-'));
  dirs.push(dataDir);
  const db = openDatabase(dataDir);
  dbs.push(db);
  migrate(db);
  const hub = new LiveHub();
  const published: string[] = [];
  for (const topic of [LIVE_TOPICS.electionsPublic, LIVE_TOPICS.committeeElection])
    hub.subscribe(topic, () => published.push(topic));
  const schedule = (id: string, mulai: number, selesai: number) => {
    const at = new Date().toISOString();
    db.prepare(
      `INSERT INTO elections (id, nama, deskripsi, organisasi_id, penyelenggara, mulai, selesai,
         dibuat_pada, diperbarui_pada) VALUES (?, 'Pemira', '', 'bem-km', 'BEM KM', ?, ?, ?, ?)`,
    ).run(id, new Date(mulai).toISOString(), new Date(selesai).toISOString(), at, at);
  };
  return { db, hub, published, schedule };
}

describe("the e-voting clock: an election's state moves with no write", () => {
  it('publishes the election topics when a start or an end passes, then waits for the next', () => {
    vi.useFakeTimers();
    const { db, hub, published, schedule } = setUp();
    const now = Date.now();
    schedule('a', now + 60_000, now + 120_000);
    const events = createEvotingEvents({ db, hub, now: Date.now });

    vi.advanceTimersByTime(59_000);
    hub.flush();
    expect(published).toEqual([]);
    vi.advanceTimersByTime(2_000); // the start has passed
    hub.flush();
    expect(published.sort()).toEqual(
      [LIVE_TOPICS.committeeElection, LIVE_TOPICS.electionsPublic].sort(),
    );
    published.length = 0;
    vi.advanceTimersByTime(60_000); // the end has passed
    hub.flush();
    expect(published).toHaveLength(2);
    published.length = 0;
    vi.advanceTimersByTime(24 * 60 * 60 * 1000); // nothing left to wait for
    hub.flush();
    expect(published).toEqual([]);
    events.stop();
  });

  it('re-arms after a schedule change, and ignores cancelled elections', () => {
    vi.useFakeTimers();
    const { db, hub, published, schedule } = setUp();
    const events = createEvotingEvents({ db, hub, now: Date.now });
    const now = Date.now();
    schedule('b', now + 10_000, now + 20_000);
    schedule('c', now + 5_000, now + 6_000);
    db.prepare("UPDATE elections SET dibatalkan_pada = ? WHERE id = 'c'").run(
      new Date(now).toISOString(),
    );
    events.changed('election');
    hub.flush();
    published.length = 0;
    vi.advanceTimersByTime(7_000);
    hub.flush();
    expect(published).toEqual([]);
    vi.advanceTimersByTime(4_000);
    hub.flush();
    expect(published).toHaveLength(2);
    events.stop();
    published.length = 0;
    vi.advanceTimersByTime(20_000);
    hub.flush();
    expect(published).toEqual([]);
  });
});
