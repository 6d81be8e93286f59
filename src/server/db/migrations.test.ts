import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { safeParse } from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { profilePhotoSchema } from '../../shared/accounts';
import { closeDatabase, openDatabase } from './database';
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

describe('the migration files', () => {
  it('are one a version, named NNN-name after it, and listed in order from 1 with no gap', async () => {
    const folder = fileURLToPath(new URL('./migrations/', import.meta.url));
    const files = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .sort();
    const inFiles: Migration[] = [];
    for (const file of files) {
      const exported = Object.values(
        (await import(pathToFileURL(path.join(folder, file)).href)) as Record<string, Migration>,
      );
      expect(exported, file).toHaveLength(1);
      const migration = exported[0]!;
      expect(file).toBe(`${String(migration.version).padStart(3, '0')}-${migration.name}.ts`);
      inFiles.push(migration);
    }
    // Every file is in the list, and the list holds nothing else.
    expect(MIGRATIONS).toHaveLength(inFiles.length);
    MIGRATIONS.forEach((migration, i) => expect(migration).toBe(inFiles[i]));
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
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

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 11),
      ),
    ).toEqual([11]);
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

describe('profile-photo-files (migration 12)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  // A real 2×3 PNG: the old photos were data URLs like this one inside users.foto.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAIAAAA2iEnWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4w8BwhgGMERQANxEEyWK091gAAAAASUVORK5CYII=',
    'base64',
  );

  it('turns every base64 photo into a stored image file and keeps a reference to it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-migrate-photo-'));
    dirs.push(dataDir);
    const db = openDatabase(dataDir);
    try {
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version < 12),
      );
      const insert = db.prepare(
        `INSERT INTO users (id, email, password_hash, role, nama_tampilan, foto, created_at, updated_at)
         VALUES (?, ?, 'x', 'admin', ?, ?, '2026-01-01', '2026-01-01')`,
      );
      insert.run(
        'rina',
        'rina@bem.demo',
        'Rina',
        `data:image/png;base64,${PNG.toString('base64')}`,
      );
      insert.run('tanpa', 'tanpa@bem.demo', 'Tanpa Foto', null);
      insert.run('rusak', 'rusak@bem.demo', 'Rusak', 'data:image/jpeg;base64,QUJD');

      expect(
        migrate(
          db,
          MIGRATIONS.filter((m) => m.version <= 12),
        ),
      ).toEqual([12]);

      const foto = (id: string) =>
        db.prepare<[string], { foto: string | null }>('SELECT foto FROM users WHERE id = ?').get(id)
          ?.foto ?? null;
      const reference = JSON.parse(foto('rina')!) as Record<string, unknown>;
      expect(safeParse(profilePhotoSchema, reference).success).toBe(true);
      expect(reference).toMatchObject({ width: 2, height: 3 });
      expect(reference['url']).toBe(`/api/images/${String(reference['id'])}.png`);
      expect(reference['thumbUrl']).toBe(reference['url']);
      const row = db
        .prepare<[string], { purpose: string; mime_type: string; bytes: number; path: string }>(
          'SELECT purpose, mime_type, bytes, path FROM stored_files WHERE id = ?',
        )
        .get(String(reference['id']));
      expect(row).toMatchObject({ purpose: 'image', mime_type: 'image/png', bytes: PNG.length });
      // The very bytes of the old photo, under the data dir, with no `.part` left behind.
      expect(fs.readFileSync(path.join(dataDir, 'files', row!.path))).toEqual(PNG);
      expect(fs.readdirSync(path.join(dataDir, 'files', 'images'))).toHaveLength(1);
      expect(foto('tanpa')).toBeNull();
      // What was never a readable picture shows the initials, as it did.
      expect(foto('rusak')).toBeNull();
    } finally {
      closeDatabase(db);
    }
  });
});

describe('sc-bookings (migration 15)', () => {
  it('keeps every stored file, accepts the loans’ photos, and keeps bookings well-formed', () => {
    const db = memory();
    db.pragma('foreign_keys = ON');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 15),
    );
    const insert = db.prepare(
      `INSERT INTO stored_files (id, submission_id, purpose, name, mime_type, bytes, path, created_at)
       VALUES (?, NULL, ?, 'x', 'image/jpeg', 3, ?, '2026-01-01')`,
    );
    insert.run('image', 'image', 'images/x.jpg');
    insert.run('doc', 'document', 'dokumen/x.pdf');
    expect(() => insert.run('early', 'sc-photo', 'peminjaman-sc/x.jpg')).toThrow(/CHECK/);
    const before = db.prepare('SELECT * FROM stored_files ORDER BY id').all();

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 15),
      ),
    ).toEqual([15]);
    expect(db.prepare('SELECT * FROM stored_files ORDER BY id').all()).toEqual(before);
    insert.run('photo', 'sc-photo', 'peminjaman-sc/x.jpg');

    const booking = db.prepare(
      `INSERT INTO sc_bookings (id, kode, ruang_id, tanggal, waktu_mulai, waktu_selesai, status,
         penanggung_jawab, organisasi, kontak, email, jawaban, dibuat_pada, diubah_pada,
         check_in_pada, check_in_foto)
       VALUES (?, ?, 'r', '2026-12-01', ?, ?, 'aktif', 'P', 'O', '0812', '', '{}', 'x', 'x', ?, ?)`,
    );
    booking.run('a', 'SC-AAAAA-AAAAA', '08:00', '09:00', null, null);
    // The code is unique; an end not after the start and a check-in without its photo are refused.
    expect(() => booking.run('b', 'SC-AAAAA-AAAAA', '10:00', '11:00', null, null)).toThrow(
      /UNIQUE/,
    );
    expect(() => booking.run('c', 'SC-CCCCC-CCCCC', '09:00', '09:00', null, null)).toThrow(/CHECK/);
    expect(() => booking.run('d', 'SC-DDDDD-DDDDD', '08:00', '09:00', 'x', null)).toThrow(/CHECK/);
  });
});

describe('receipt-on-has-voted (migration 16)', () => {
  it('keeps earlier has-voted rows without a receipt, and the rows stay append-only', () => {
    const db = memory();
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 16),
    );
    db.exec(`
      INSERT INTO elections (id, nama, deskripsi, organisasi_id, penyelenggara, dibuat_pada, diperbarui_pada)
        VALUES ('e1', 'Pemira', '', 'bem-km', 'BEM KM', 'x', 'x');
      INSERT INTO voters (id, email, nim, nama_lengkap, prodi, password_hash, created_at, updated_at)
        VALUES ('v1', 'a@uji.test', '012300001', 'A', 'Teknokimia Nuklir', 'x', 'x', 'x'),
               ('v2', 'b@uji.test', '012300002', 'B', 'Teknokimia Nuklir', 'x', 'x', 'x');
      INSERT INTO election_voted (election_id, voter_id, memilih_pada) VALUES ('e1', 'v1', 'x');
    `);

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 16),
      ),
    ).toEqual([16]);
    // A vote cast before: no receipt was kept, and none is made up.
    expect(db.prepare('SELECT * FROM election_voted').all()).toEqual([
      { election_id: 'e1', voter_id: 'v1', memilih_pada: 'x', kode_tanda: null },
    ]);
    db.prepare(
      "INSERT INTO election_voted (election_id, voter_id, memilih_pada, kode_tanda) VALUES ('e1', 'v2', 'x', ?)",
    ).run('7K3QM-2B9XD-PQRST-VWXYZ');
    expect(() =>
      db.prepare("UPDATE election_voted SET kode_tanda = 'lain' WHERE voter_id = 'v1'").run(),
    ).toThrow(/append-only/);
    expect(() => db.prepare("DELETE FROM election_voted WHERE voter_id = 'v2'").run()).toThrow(
      /append-only/,
    );
  });
});

describe('belenios-elections (migration 17)', () => {
  it('keeps ballots append-only, one per credential, and a trustee named once per election', () => {
    const db = memory();
    migrate(db);
    db.exec(`
      INSERT INTO elections (id, nama, deskripsi, organisasi_id, penyelenggara, dibuat_pada, diperbarui_pada)
        VALUES ('e1', 'Pemira', '', 'bem-km', 'BEM KM', 'x', 'x');
      INSERT INTO belenios_elections (election_id, uuid, ambang) VALUES ('e1', 'Yj3zFaMMEH7QPX', 1);
    `);
    const ballot = db.prepare(
      "INSERT INTO belenios_ballots (election_id, kredensial, tracker, surat_suara) VALUES ('e1', ?, ?, '{}')",
    );
    ballot.run('123', 'tracker-1');
    expect(() => ballot.run('123', 'tracker-2')).toThrow(/UNIQUE/);
    expect(() => ballot.run('456', 'tracker-1')).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE belenios_ballots SET surat_suara = 'x'").run()).toThrow(
      /append-only/,
    );
    expect(() => db.prepare('DELETE FROM belenios_ballots').run()).toThrow(/append-only/);
    // A committee trustee names its account; a witness has none.
    expect(() =>
      db
        .prepare(
          "INSERT INTO belenios_trustees (election_id, posisi, jenis, nama) VALUES ('e1', 1, 'panitia', 'A')",
        )
        .run(),
    ).toThrow(/CHECK/);
  });
});

describe('plaintext-legacy-elections (migration 18)', () => {
  const insertElection = (db: Database.Database, id: string) =>
    db
      .prepare(
        `INSERT INTO elections (id, nama, deskripsi, organisasi_id, penyelenggara, dibuat_pada, diperbarui_pada)
         VALUES (?, 'Pemira', '', 'bem-km', 'BEM KM', 'x', 'x')`,
      )
      .run(id);
  const legacy = (db: Database.Database) =>
    db.prepare('SELECT id, surat_suara_lama FROM elections ORDER BY id').all();

  it('keeps every election of an upgraded database on its plaintext ballot, and no new one', () => {
    const db = memory();
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 18),
    );
    insertElection(db, 'e1');
    insertElection(db, 'e2');

    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 18),
      ),
    ).toEqual([18]);
    expect(legacy(db)).toEqual([
      { id: 'e1', surat_suara_lama: 1 },
      { id: 'e2', surat_suara_lama: 1 },
    ]);
    // An election made after the upgrade is a Belenios election: it needs trustees.
    insertElection(db, 'e3');
    expect(legacy(db)).toContainEqual({ id: 'e3', surat_suara_lama: 0 });
    expect(() =>
      db.prepare("UPDATE elections SET surat_suara_lama = 2 WHERE id = 'e3'").run(),
    ).toThrow(/CHECK/);
  });

  it('gives a fresh database no plaintext election', () => {
    const db = memory();
    migrate(db);
    insertElection(db, 'baru');
    expect(legacy(db)).toEqual([{ id: 'baru', surat_suara_lama: 0 }]);
  });
});
