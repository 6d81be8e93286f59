import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrations';
import { createUserRepository } from '../accounts/user-repository';
import { createFileStore } from '../berkas/file-store';
import { removeUnreferencedImages, UNREFERENCED_IMAGE_GRACE_MS } from './image-cleanup';
import { createImageService } from './image-service';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) closeDatabase(db);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
const silent = { info: () => undefined } as unknown as FastifyBaseLogger;

function setUp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-images-'));
  dirs.push(dataDir);
  const db = openDatabase(dataDir);
  dbs.push(db);
  migrate(db);
  const files = createFileStore(db, dataDir);
  const images = createImageService({ db, files });
  const upload = () => images.upload({ image: dataUrl, thumbnail: dataUrl, width: 1, height: 1 });
  const saveRecord = (data: unknown) =>
    db
      .prepare(
        "INSERT INTO resource_records (resource, id, position, data, created_at, updated_at) VALUES ('galeri', ?, 0, ?, '', '')",
      )
      .run(String(Math.random()), JSON.stringify(data));
  const exists = (id: string) => {
    const file = images.find(id);
    return file !== undefined && fs.existsSync(files.absolutePath(file.path));
  };
  return { db, files, upload, saveRecord, exists };
}

const idOf = (url: string) => url.slice('/api/images/'.length).split('.')[0]!;
const later = Date.now() + UNREFERENCED_IMAGE_GRACE_MS + 60_000;

describe('start-up removal of images no record uses', () => {
  it('removes old unreferenced images with their thumbnails, keeps those a record refers to', () => {
    const { db, files, upload, saveRecord, exists } = setUp();
    const used = upload();
    const unused = upload();
    saveRecord({ judul: 'Pelantikan', gambar: { ...used, alt: 'Pelantikan pengurus' } });

    const removed = removeUnreferencedImages({ db, files, log: silent, now: later });

    expect(removed.sort()).toEqual([unused.id, idOf(unused.thumbUrl)].sort());
    expect([exists(used.id), exists(idOf(used.thumbUrl))]).toEqual([true, true]);
    expect([exists(unused.id), exists(idOf(unused.thumbUrl))]).toEqual([false, false]);
    expect(fs.readdirSync(path.dirname(files.absolutePath('images/x')))).toHaveLength(2);
  });

  it('keeps a profile photo: users.foto refers to it, not a record', () => {
    const { db, files, upload, exists } = setUp();
    const photo = upload();
    const dropped = upload();
    const users = createUserRepository(db);
    const rina = users.insert({
      email: 'rina@bem.demo',
      passwordHash: 'x',
      role: 'admin',
      namaTampilan: 'Rina',
    });
    users.update(rina.id, { foto: photo });
    // A photo removed with "Hapus Foto" is referred to by nobody any more.
    const budi = users.insert({
      email: 'budi@bem.demo',
      passwordHash: 'x',
      role: 'admin',
      namaTampilan: 'Budi',
    });
    users.update(budi.id, { foto: dropped });
    users.update(budi.id, { foto: null });

    const removed = removeUnreferencedImages({ db, files, log: silent, now: later });

    expect(removed.sort()).toEqual([dropped.id, idOf(dropped.thumbUrl)].sort());
    expect([exists(photo.id), exists(idOf(photo.thumbUrl))]).toEqual([true, true]);
    expect(users.findById(rina.id)?.foto).toEqual(photo);
  });

  it("keeps a candidate's photo: candidates.foto refers to it (e-voting)", () => {
    const { db, files, upload, exists } = setUp();
    const photo = upload();
    const at = new Date().toISOString();
    db.prepare(
      `INSERT INTO elections (id, nama, deskripsi, organisasi_id, penyelenggara, dibuat_pada, diperbarui_pada)
       VALUES ('e1', 'Pemira', '', 'bem-km', 'BEM KM', ?, ?)`,
    ).run(at, at);
    db.prepare(
      `INSERT INTO candidates (id, election_id, nomor, nama, foto, visi, misi)
       VALUES ('k1', 'e1', 1, 'Kandidat', ?, 'v', 'm')`,
    ).run(JSON.stringify({ ...photo, alt: 'Foto kandidat' }));

    expect(removeUnreferencedImages({ db, files, log: silent, now: later })).toEqual([]);
    expect([exists(photo.id), exists(idOf(photo.thumbUrl))]).toEqual([true, true]);
  });

  it('leaves a recent upload alone: its form may not be saved yet', () => {
    const { db, files, upload, exists } = setUp();
    const fresh = upload();
    expect(removeUnreferencedImages({ db, files, log: silent })).toEqual([]);
    expect(exists(fresh.id)).toBe(true);
  });
});
