import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { formFieldsResource } from '../../shared/berkas/form-fields-resource';
import { MIGRATIONS, migrate } from '../db/migrations';
import { createResourceStore } from './resource-store';

describe('resource_records (migration 8)', () => {
  it('moves the questions of an older database in, with their ids, order and every field', () => {
    const db = new Database(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((m) => m.version < 8),
    );
    const insert = db.prepare(
      `INSERT INTO submission_form_fields (id, label, field_name, type, placeholder, required, step, position, options, default_value)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    insert.run(
      'b',
      'Jenis Berkas',
      'jenisBerkas',
      'select',
      '',
      1,
      2,
      0,
      '["Proposal","LPJ"]',
      'LPJ',
    );
    insert.run('a', 'Nama Kegiatan', 'namaKegiatan', 'text', 'Contoh: Seminar', 0, 1, 1, '[]', '');
    expect(
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 8),
      ),
    ).toEqual([8]);

    expect(createResourceStore(db, formFieldsResource).list()).toEqual([
      {
        id: 'b',
        position: 0,
        label: 'Jenis Berkas',
        fieldName: 'jenisBerkas',
        type: 'select',
        placeholder: '',
        required: true,
        step: 2,
        options: ['Proposal', 'LPJ'],
        defaultValue: 'LPJ',
      },
      {
        id: 'a',
        position: 1,
        label: 'Nama Kegiatan',
        fieldName: 'namaKegiatan',
        type: 'text',
        placeholder: 'Contoh: Seminar',
        required: false,
        step: 1,
        options: [],
        defaultValue: '',
      },
    ]);
    expect(
      db.prepare("SELECT name FROM sqlite_master WHERE name = 'submission_form_fields'").get(),
    ).toBeUndefined();
  });

  it('keeps a collection to its own rows and leaves out a row its schema no longer reads', () => {
    const db = new Database(':memory:');
    migrate(db);
    const store = createResourceStore(db, formFieldsResource);
    const kept = store.create({
      label: 'Asal Kampus',
      fieldName: 'asalKampus',
      type: 'text',
      placeholder: '',
      required: false,
      step: 1,
      options: [],
      defaultValue: '',
    });
    db.prepare(
      `INSERT INTO resource_records (resource, id, position, data, created_at, updated_at)
       VALUES ('lain', 'x', 0, '{}', '', ''), ('form-fields', 'rusak', 5, '{"label": 3}', '', '')`,
    ).run();
    expect(store.list().map((field) => field.id)).toEqual([kept.id]);
    expect(store.find('rusak')).toBeUndefined();
    expect(store.find('x')).toBeUndefined();
  });
});

describe('the parsed list a store keeps between reads', () => {
  const question = (label: string) => ({
    label,
    fieldName: label.replace(/\W/g, ''),
    type: 'text' as const,
    placeholder: '',
    required: false,
    step: 1 as const,
    options: [],
    defaultValue: '',
  });

  it('parses the rows once while nothing changes, and again after a write through any store', () => {
    const db = new Database(':memory:');
    migrate(db);
    const store = createResourceStore(db, formFieldsResource);
    store.create(question('Asal Kampus'));
    const first = store.list();
    // The same parsed record objects: nothing was read or parsed again.
    expect(store.list()[0]).toBe(first[0]);
    expect(Object.isFrozen(first[0])).toBe(true);
    // A caller sorting its copy changes nothing kept.
    store.list().reverse();

    const other = createResourceStore(db, formFieldsResource);
    const added = other.create(question('Nomor Telepon'));
    expect(store.list().map((field) => field.id)).toContain(added.id);
    other.update(added.id, question('Nomor HP'));
    expect(store.list().find((field) => field.id === added.id)?.label).toBe('Nomor HP');
    other.remove(added.id);
    expect(store.list()).toHaveLength(1);
  });

  it('after its own save reads that record alone again, the others kept as they were', () => {
    const db = new Database(':memory:');
    migrate(db);
    const store = createResourceStore(db, formFieldsResource);
    const [a, b] = [store.create(question('Satu')), store.create(question('Dua'))];
    const before = store.list();
    store.update(a.id, question('Satu Diubah'));
    const c = store.create(question('Tiga'));
    store.remove(b.id);
    const after = store.list();
    expect(after.map((field) => field.label)).toEqual(['Satu Diubah', 'Tiga']);
    expect(after.find((field) => field.id === a.id)).not.toBe(before[0]);
    // Untouched: the very object kept before (its row was not parsed again).
    const untouched = store.create(question('Empat'));
    const kept = store.list().find((field) => field.id === c.id);
    store.update(untouched.id, question('Empat Diubah'));
    expect(store.list().find((field) => field.id === c.id)).toBe(kept);
    // A reorder changes every place: the list is read whole, in the new order.
    store.reorder([untouched.id, c.id, a.id]);
    expect(store.list().map((field) => field.id)).toEqual([untouched.id, c.id, a.id]);
  });

  it('reads again after another connection commits (a restore, the backup CLI)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-store-cache-'));
    try {
      const file = path.join(dir, 'portal.sqlite');
      const db = new Database(file);
      db.pragma('journal_mode = WAL');
      migrate(db);
      const store = createResourceStore(db, formFieldsResource);
      store.create(question('Asal Kampus'));
      expect(store.list()).toHaveLength(1);

      const elsewhere = new Database(file);
      elsewhere
        .prepare(
          `INSERT INTO resource_records (resource, id, position, data, created_at, updated_at)
           VALUES ('form-fields', 'dari-luar', 9, ?, '', '')`,
        )
        .run(JSON.stringify(question('Dari Luar')));
      elsewhere.close();
      expect(store.list().map((field) => field.id)).toContain('dari-luar');
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps nothing a rolled-back transaction wrote', () => {
    const db = new Database(':memory:');
    migrate(db);
    const store = createResourceStore(db, formFieldsResource);
    expect(store.list()).toHaveLength(0);
    expect(() =>
      db.transaction(() => {
        store.create(question('Sementara'));
        expect(store.list()).toHaveLength(1);
        throw new Error('batal');
      })(),
    ).toThrow('batal');
    expect(store.list()).toHaveLength(0);
  });
});
