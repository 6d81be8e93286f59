import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileStore } from '../berkas/file-store';
import { closeDatabase, openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrations';
import { UNREFERENCED_IMAGE_GRACE_MS } from '../images/image-cleanup';
import { removeUnreferencedDocuments } from './document-cleanup';
import { createDocumentFileService } from './document-files';

const dirs: string[] = [];
const dbs: Db[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) closeDatabase(db);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;
const silent = { info: () => undefined } as unknown as FastifyBaseLogger;
const later = Date.now() + UNREFERENCED_IMAGE_GRACE_MS + 60_000;

describe('start-up removal of document PDFs no document uses', () => {
  it('removes old unreferenced PDFs, keeps those a document refers to and recent ones', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-dokumen-'));
    dirs.push(dataDir);
    const db = openDatabase(dataDir);
    dbs.push(db);
    migrate(db);
    const files = createFileStore(db, dataDir);
    const documents = createDocumentFileService({ db, files });
    const used = documents.upload({ nama: 'sop.pdf', berkas: PDF });
    const unused = documents.upload({ nama: 'lama.pdf', berkas: PDF });
    db.prepare(
      "INSERT INTO resource_records (resource, id, position, data, created_at, updated_at) VALUES ('dokumen', 'd1', 0, ?, '', '')",
    ).run(JSON.stringify({ judul: 'SOP', berkas: used }));
    const exists = (id: string) => {
      const file = documents.find(id);
      return file !== undefined && fs.existsSync(files.absolutePath(file.path));
    };

    expect(removeUnreferencedDocuments({ db, files, log: silent })).toEqual([]);
    expect(removeUnreferencedDocuments({ db, files, log: silent, now: later })).toEqual([
      unused.id,
    ]);
    expect(exists(used.id)).toBe(true);
    expect(documents.find(unused.id)).toBeUndefined();
  });
});
