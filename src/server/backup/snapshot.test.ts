import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../db/database';
import { removeTempDirs, tempDir } from './backup-test-utils';
import { readSnapshot, takeSnapshot } from './snapshot';

afterEach(removeTempDirs);

describe('takeSnapshot', () => {
  it('finishes while another connection keeps writing, and the copy is one consistent state', async () => {
    const dataDir = tempDir();
    const live = openDatabase(dataDir);
    live.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, pad BLOB NOT NULL)');
    live.exec('CREATE TABLE tally (n INTEGER NOT NULL)');
    live.exec('INSERT INTO tally VALUES (0)');
    // About 12 MB: many steps, so writes land between them and SQLite restarts the copy.
    const insert = live.prepare('INSERT INTO t (pad) VALUES (randomblob(4000))');
    live.transaction(() => {
      for (let i = 0; i < 3000; i += 1) insert.run();
    })();
    // Each write adds a row and counts it in the same transaction: a torn copy would disagree.
    const write = live.transaction(() => {
      insert.run();
      live.prepare('UPDATE tally SET n = n + 1').run();
    });
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        write();
        writes += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();

    const copy = path.join(tempDir(), 'copy.sqlite');
    await takeSnapshot(dataDir, copy);
    writing = false;
    await writer;
    closeDatabase(live);

    expect(writes).toBeGreaterThan(0);
    const db = new Database(copy, { readonly: true });
    const rows = (db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
    const tally = (db.prepare('SELECT n FROM tally').get() as { n: number }).n;
    expect(rows).toBe(3000 + tally);
    expect(db.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(db.pragma('quick_check', { simple: true })).toBe('ok');
    db.close();
    expect(readSnapshot(copy).tables).toEqual({ t: rows, tally: 1 });
  }, 30_000);
});
