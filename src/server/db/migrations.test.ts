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

describe('stored-images (migration 9)', () => {
  it('keeps every stored file and its submission link, and accepts images from then on', () => {
    const db = memory();
    db.pragma('foreign_keys = ON');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 9),
    );
    db.prepare(
      `INSERT INTO submissions (id, ticket_id, answers, current_status, verifiers, created_at, updated_at)
       VALUES ('s', 'BEM-2026-00001', '{}', 'Diajukan', '{}', '2026-01-01', '2026-01-01')`,
    ).run();
    const insert = db.prepare(
      `INSERT INTO stored_files (id, submission_id, purpose, name, mime_type, bytes, path, created_at)
       VALUES (?, ?, ?, 'x.pdf', 'application/pdf', 3, ?, '2026-01-01')`,
    );
    insert.run('answer', 's', 'answer', 'submissions/s/x.pdf');
    insert.run('letter', 's', 'final-response', 'final-responses/x.pdf');
    expect(() => insert.run('early', null, 'image', 'images/x.png')).toThrow(/CHECK/);
    const before = db.prepare('SELECT * FROM stored_files ORDER BY id').all();

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 9),
      ),
    ).toEqual([9]);
    expect(db.prepare('SELECT * FROM stored_files ORDER BY id').all()).toEqual(before);
    insert.run('image', null, 'image', 'images/x.png');
    expect(() => insert.run('other', null, 'other', 'x')).toThrow(/CHECK/);
    // The submission's files still go with it.
    db.prepare("DELETE FROM submissions WHERE id = 's'").run();
    expect(db.prepare('SELECT id FROM stored_files').pluck().all()).toEqual(['image']);
  });
});

describe('histori-changes (migration 10)', () => {
  it('keeps every entry, still refuses edits, and stores what an edit changed', () => {
    const db = memory();
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 10),
    );
    db.prepare(
      "INSERT INTO histori (action, oleh, actor_id, timestamp) VALUES ('Login', 'Master', 'u', '2026-01-01')",
    ).run();
    const before = db.prepare('SELECT id, action, oleh, actor_id, timestamp FROM histori').all();

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 10),
      ),
    ).toEqual([10]);
    expect(db.prepare('SELECT id, action, oleh, actor_id, timestamp FROM histori').all()).toEqual(
      before,
    );
    expect(db.prepare('SELECT changes FROM histori').pluck().get()).toBeNull();
    expect(() => db.prepare("UPDATE histori SET changes = '[]'").run()).toThrow(/append-only/);
  });
});

describe('stored-documents (migration 11)', () => {
  it('keeps every stored file and its submission link, and accepts document PDFs from then on', () => {
    const db = memory();
    db.pragma('foreign_keys = ON');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 11),
    );
    db.prepare(
      `INSERT INTO submissions (id, ticket_id, answers, current_status, verifiers, created_at, updated_at)
       VALUES ('s', 'BEM-2026-00001', '{}', 'Diajukan', '{}', '2026-01-01', '2026-01-01')`,
    ).run();
    const insert = db.prepare(
      `INSERT INTO stored_files (id, submission_id, purpose, name, mime_type, bytes, path, created_at)
       VALUES (?, ?, ?, 'x.pdf', 'application/pdf', 3, ?, '2026-01-01')`,
    );
    insert.run('answer', 's', 'answer', 'submissions/s/x.pdf');
    insert.run('image', null, 'image', 'images/x.png');
    expect(() => insert.run('early', null, 'document', 'dokumen/x.pdf')).toThrow(/CHECK/);
    const before = db.prepare('SELECT * FROM stored_files ORDER BY id').all();

    expect(migrate(db)).toEqual([11]);
    expect(db.prepare('SELECT * FROM stored_files ORDER BY id').all()).toEqual(before);
    insert.run('document', null, 'document', 'dokumen/x.pdf');
    expect(() => insert.run('other', null, 'other', 'x')).toThrow(/CHECK/);
    db.prepare("DELETE FROM submissions WHERE id = 's'").run();
    expect(db.prepare('SELECT id FROM stored_files ORDER BY id').pluck().all()).toEqual([
      'document',
      'image',
    ]);
  });
});
