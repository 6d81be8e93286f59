import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { currentSchemaVersion, migrate, MIGRATIONS, type Migration } from './migrations';

const memory = () => new Database(':memory:');

describe('migrate', () => {
  it('brings an empty database to the newest version, once', () => {
    const db = memory();
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(currentSchemaVersion(db)).toBe(MIGRATIONS.at(-1)?.version);
    expect(migrate(db)).toEqual([]);
  });

  it('rolls a failing migration back whole and keeps the previous version', () => {
    const db = memory();
    const broken: Migration[] = [
      ...MIGRATIONS,
      {
        version: 99,
        name: 'broken',
        up: (d) => {
          d.exec('CREATE TABLE half_done (id INTEGER)');
          d.exec('THIS IS NOT SQL');
        },
      },
    ];
    expect(() => migrate(db, broken)).toThrow();
    expect(currentSchemaVersion(db)).toBe(MIGRATIONS.at(-1)?.version);
    const table = db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get();
    expect(table).toBeUndefined();
  });

  it('refuses a database written by a newer version of the portal', () => {
    const db = memory();
    db.pragma('user_version = 999');
    expect(() => migrate(db)).toThrow(/lebih baru/);
  });
});
