import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { definePublicList } from '../../src/shared/public-lists/public-list';
import { defineResource } from '../../src/shared/resources/resource';
import { startTempServer } from '../support/temp-server';
import { describePublicListContract } from './public-list-contract';
import { describeResourceContract } from './resource-contract';
import { embeddedResourceHarness } from './support/embedded-resource-harness';
import { fixture } from './support/resource-fixtures';
import { resourceMatrixRows } from './support/resource-matrix-rows';

/**
 * docs/ADDING-A-FEATURE.md, measured: a collection declared here and nowhere else gets storage,
 * routes, validation, authorization, history and live updates from the declaration alone, and the
 * generic suite runs for it. Only published notes reach the public, newest date first; Kelola
 * Dokumen's people write them. Its public list (searched by title, in two orders, paged, as open
 * data) is declared here too, and the public list's suite runs for it.
 */
const noteInput = z.object({
  judul: z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'Judul wajib diisi.' }), z.maxLength(120)),
  tanggal: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Tanggal tidak valid.' })),
  published: z.boolean(),
});

const notesList = definePublicList({
  resource: 'catatan-uji',
  firestoreCollection: 'catatanUji',
  publishedOnly: true,
  row: z.object({ id: z.string(), judul: z.string(), tanggal: z.string() }),
  pageSize: 2,
  search: { fields: ['judul'], maxLength: 100, keysField: 'kataCari', maxKeys: 200 },
  sorts: {
    terbaru: [{ field: 'tanggal', direction: 'desc' }],
    terlama: [{ field: 'tanggal', direction: 'asc' }],
  },
  export: {
    path: '/api/resources/catatan-uji/data',
    fileName: 'catatan-uji',
    columns: [
      { key: 'judul', header: 'Judul', value: (row) => row.judul },
      { key: 'tanggal', header: 'Tanggal', value: (row) => row.tanggal },
    ],
  },
});

const notes = defineResource({
  name: 'catatan-uji',
  firestoreCollection: 'catatanUji',
  input: noteInput,
  stored: noteInput,
  writeArea: 'dokumen',
  publicRead: 'published',
  order: { by: 'tanggal', direction: 'desc' },
  maxRecords: 3,
  maxBodyBytes: 4 * 1024,
  history: { noun: 'catatan uji', title: (note) => note.judul },
  notFound: 'Catatan tidak ditemukan.',
  check: (note, others) =>
    others.some((other) => other.judul === note.judul)
      ? { message: 'Judul sudah dipakai.', field: 'judul' }
      : null,
  publicList: notesList,
});

const notesFixture = fixture({
  resource: notes,
  valid: [
    { judul: 'Rapat pleno', tanggal: '2026-11-02', published: true },
    { judul: 'Draf anggaran', tanggal: '2026-11-20', published: false },
    { judul: 'Laporan kegiatan', tanggal: '2026-10-15', published: true },
  ],
  invalid: { input: { judul: '', tanggal: '2026-11-02', published: true }, field: 'judul' },
});

describeResourceContract('the embedded server (a throw-away collection)', notesFixture, () =>
  embeddedResourceHarness(notes, [notes]),
);
describePublicListContract('the embedded server (a throw-away collection)', notesFixture, () =>
  embeddedResourceHarness(notes, [notes]),
);

describe('a throw-away collection is served by its declaration alone', () => {
  it('registers its routes with the declared access, and a matrix row for each', async () => {
    const server = await startTempServer({}, { extraResources: [notes] });
    try {
      const mine = server.app
        .registeredRoutes()
        .filter((route) => route.url.startsWith(notes.path) && route.method !== 'HEAD')
        .map((route) => `${route.method} ${route.url}`)
        .sort();
      const rows = resourceMatrixRows(notes, notesFixture)
        .map((row) => row.route)
        .sort();
      expect(mine).toEqual(rows);
      expect(rows).toEqual([
        'DELETE /api/resources/catatan-uji/:id',
        'GET /api/resources/catatan-uji',
        'GET /api/resources/catatan-uji/data.csv',
        'GET /api/resources/catatan-uji/data.json',
        'GET /api/resources/catatan-uji/semua',
        'PATCH /api/resources/catatan-uji/:id',
        'POST /api/resources/catatan-uji',
      ]);
    } finally {
      await server.dispose();
    }
  });

  it('keeps to its size limit and its declared order', async () => {
    const h = await embeddedResourceHarness(notes, [notes]);
    try {
      for (const note of notesFixture.valid) await h.writer.resources.create(notes, note);
      const fourth = await h.writer.resources
        .create(notes, { judul: 'Satu lagi', tanggal: '2026-12-01', published: true })
        .then(
          () => null,
          (error: { code: string }) => error.code,
        );
      expect(fourth).toBe('VALIDATION');
      const seen: { judul: string }[][] = [];
      const stop = h.anonymous.resources.watch(notes, { next: (v) => seen.push(v) });
      while (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      stop();
      expect(seen[0]!.map((n) => n.judul)).toEqual(['Rapat pleno', 'Laporan kegiatan']);
    } finally {
      await h.dispose();
    }
  });
});
