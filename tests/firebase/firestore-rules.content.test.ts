/**
 * firestore.rules against the Firestore emulator — the public news query and its search keys
 * (news/{id}), and a document's uploaded PDF reference (documents/{id}). Skipped, with the reason
 * printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { NEWS_LIMITS } from '../../src/shared/content/news';
import { DOCUMENT_LIMITS } from '../../src/shared/dokumen/documents';
import { searchKeys } from '../../src/shared/open-data/search-keys';
import { skipReason } from './emulators';
import { asCaller, next, seed, useRulesEnvironment } from './firestore-rules-support';
import { describeCase } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (berita dan dokumen)');

/** A news document as the adapter writes it for admin-pora (its ministry is the author). */
const newsDoc = (overrides: DocumentData = {}): DocumentData => {
  const judul = (overrides['judul'] as string | undefined) ?? 'Rapat Pleno Awal Kepengurusan';
  return {
    judul,
    kategori: 'Kegiatan',
    tanggalKegiatan: '2026-09-12',
    ringkasan: 'Ringkasan rapat.',
    isi: 'Paragraf pertama.\n\nParagraf kedua.',
    gambar: [],
    linkInstagram: '',
    published: true,
    slug: `rapat-pleno-${next()}`,
    penulis: 'Kementerian Pemuda dan Olahraga (PORA)',
    tanggalTerbit: '2026-10-01T08:00:00.000Z',
    position: 0,
    kataJudul: searchKeys([judul], NEWS_LIMITS.searchKeysMax),
    ...overrides,
  };
};

const ID = 'AbCdEfGhIjKlMnOpQrSt_-';
const pdf = (overrides: DocumentData = {}): DocumentData => ({
  id: ID,
  url: `/api/documents/${ID}.pdf`,
  nama: 'SOP Proposal.pdf',
  bytes: 120_000,
  ...overrides,
});
const documentDoc = (overrides: DocumentData = {}): DocumentData => ({
  judul: 'SOP Pengajuan Proposal',
  kategoriId: 'sop',
  deskripsi: '',
  tautan: '',
  berkas: pdf(),
  position: 0,
  ...overrides,
});

describe.skipIf(SKIP !== null)('firestore.rules: news and documents', () => {
  useRulesEnvironment();

  describe('news/{id} as a writer of kelola-berita (admin PORA)', () => {
    const cases: { name: string; data: () => DocumentData; allowed: boolean }[] = [
      { name: 'with its search keys', data: () => newsDoc(), allowed: true },
      {
        name: 'without search keys',
        data: () => {
          const { kataJudul: _unused, ...rest } = newsDoc();
          return rest;
        },
        allowed: false,
      },
      {
        name: 'search keys that are not a list',
        data: () => newsDoc({ kataJudul: 'rapat' }),
        allowed: false,
      },
      {
        name: 'more search keys than NEWS_LIMITS.searchKeysMax',
        data: () =>
          newsDoc({
            kataJudul: Array.from({ length: NEWS_LIMITS.searchKeysMax + 1 }, (_, i) => `k${i}`),
          }),
        allowed: false,
      },
      {
        name: 'published without a publication date',
        data: () => newsDoc({ tanggalTerbit: null }),
        allowed: false,
      },
      {
        name: 'a draft without a publication date',
        data: () => newsDoc({ published: false, tanggalTerbit: null }),
        allowed: true,
      },
      { name: 'another field', data: () => newsDoc({ lain: 1 }), allowed: false },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      'create $name: $outcome',
      async ({ data, allowed }) => {
        const write = setDoc(doc(asCaller('admin-pora'), 'news', `baru-${next()}`), data());
        if (allowed) await assertSucceeds(write);
        else await assertFails(write);
      },
    );

    it('an item saved before the keys existed may be reordered, not retitled without them', async () => {
      const id = `lama-${next()}`;
      const { kataJudul: _unused, ...old } = newsDoc();
      await seed((db) => setDoc(doc(db, 'news', id), old));
      const db = asCaller('admin-pora');
      await assertSucceeds(updateDoc(doc(db, 'news', id), { position: 3 }));
      await assertFails(updateDoc(doc(db, 'news', id), { judul: 'Judul Baru' }));
      await assertSucceeds(
        setDoc(
          doc(db, 'news', id),
          newsDoc({ slug: old['slug'], judul: 'Judul Baru', position: 3 }),
        ),
      );
    });
  });

  describe('the public news query (anonymous)', () => {
    const published = () =>
      query(collection(asCaller('anonymous'), 'news'), where('published', '==', true));

    it('reads a page, its count and a search, all within published items', async () => {
      await seed(async (db) => {
        for (let i = 0; i < 8; i += 1)
          await setDoc(doc(db, 'news', `terbit-${i}`), newsDoc({ position: i }));
        await setDoc(doc(db, 'news', 'draf'), newsDoc({ published: false, tanggalTerbit: null }));
      });
      const page = query(
        published(),
        where('kategori', '==', 'Kegiatan'),
        where('kataJudul', 'array-contains', 'pleno'),
        orderBy('tanggalKegiatan', 'desc'),
        orderBy('tanggalTerbit', 'desc'),
        limit(6),
      );
      await assertSucceeds(getDocs(page));
      await assertSucceeds(
        getDocs(query(page, startAfter('2026-09-12', '2026-10-01T08:00:00.000Z'))),
      );
      await assertSucceeds(getCountFromServer(published()));
    });

    it('never lists drafts', async () => {
      await assertFails(getDocs(collection(asCaller('anonymous'), 'news')));
      await assertFails(getCountFromServer(collection(asCaller('anonymous'), 'news')));
    });
  });

  describe('documents/{id}: a link or an uploaded PDF', () => {
    const cases: { name: string; data: () => DocumentData; allowed: boolean }[] = [
      { name: 'an uploaded PDF', data: () => documentDoc(), allowed: true },
      {
        name: 'a link',
        data: () => documentDoc({ tautan: 'https://drive.google.com/sop', berkas: null }),
        allowed: true,
      },
      {
        name: 'both a link and a PDF',
        data: () => documentDoc({ tautan: 'https://drive.google.com/sop' }),
        allowed: false,
      },
      { name: 'neither', data: () => documentDoc({ berkas: null }), allowed: false },
      {
        name: 'a PDF whose address is not its own',
        data: () =>
          documentDoc({ berkas: pdf({ url: '/api/documents/ZZZZZZZZZZZZZZZZZZZZZZ.pdf' }) }),
        allowed: false,
      },
      {
        name: 'a PDF elsewhere on the web',
        data: () => documentDoc({ berkas: pdf({ url: 'https://jahat.example/a.pdf' }) }),
        allowed: false,
      },
      {
        name: 'a PDF id that is not a random id',
        data: () =>
          documentDoc({ berkas: pdf({ id: '../../x', url: '/api/documents/../../x.pdf' }) }),
        allowed: false,
      },
      {
        name: 'a PDF over DOCUMENT_LIMITS.pdfMaxBytes',
        data: () => documentDoc({ berkas: pdf({ bytes: DOCUMENT_LIMITS.pdfMaxBytes + 1 }) }),
        allowed: false,
      },
      {
        name: 'a PDF of 0 bytes',
        data: () => documentDoc({ berkas: pdf({ bytes: 0 }) }),
        allowed: false,
      },
      {
        name: 'a PDF without a name',
        data: () => documentDoc({ berkas: pdf({ nama: ' ' }) }),
        allowed: false,
      },
      {
        name: 'a PDF reference with another field',
        data: () => documentDoc({ berkas: pdf({ downloadUrl: 'https://x.id' }) }),
        allowed: false,
      },
      // Issue 33, item 4: names are plain text (src/shared/file-name.ts).
      {
        name: 'a PDF whose name is plain, accents and spaces included',
        data: () => documentDoc({ berkas: pdf({ nama: 'SOP Peminjaman (Café) – 2026.pdf' }) }),
        allowed: true,
      },
      ...[
        ['a right-to-left override', 'laporan\u202Efdp.pdf'],
        ['a left-to-right isolate', 'laporan\u2066.pdf'],
        ['a zero-width space', 'lapo\u200Bran.pdf'],
        ['CR/LF', 'laporan\r\nSet-Cookie.pdf'],
        ['a quote', 'laporan "akhir".pdf'],
        ['a path separator', '../laporan.pdf'],
        ['a leading dot', '.laporan.pdf'],
        ['surrounding spaces', ' laporan.pdf '],
      ].map(([what, nama]) => ({
        name: `a PDF whose name has ${what}`,
        data: () => documentDoc({ berkas: pdf({ nama }) }),
        allowed: false,
      })),
      {
        name: 'a title with a right-to-left override',
        data: () => documentDoc({ judul: 'SOP \u202EPeminjaman' }),
        allowed: false,
      },
      {
        name: 'a title with a line break',
        data: () => documentDoc({ judul: 'SOP\nPeminjaman' }),
        allowed: false,
      },
      {
        name: 'a title with quotes and a slash',
        data: () => documentDoc({ judul: 'SOP "Peminjaman" Ruang / Alat' }),
        allowed: true,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      '$name as admin PORA: $outcome',
      async ({ data, allowed }) => {
        const write = setDoc(doc(asCaller('admin-pora'), 'documents', `dok-${next()}`), data());
        if (allowed) await assertSucceeds(write);
        else await assertFails(write);
      },
    );

    it.each(['anonymous', 'panitia', 'pending', 'banggar', 'disabled'] as const)(
      'an uploaded PDF as %s: ditolak',
      async (kind) => {
        await assertFails(setDoc(doc(asCaller(kind), 'documents', `dok-${next()}`), documentDoc()));
      },
    );

    it('an uploaded PDF as master: diizinkan, and everyone reads it', async () => {
      const id = `dok-${next()}`;
      await assertSucceeds(setDoc(doc(asCaller('master'), 'documents', id), documentDoc()));
      await assertSucceeds(getDocs(collection(asCaller('anonymous'), 'documents')));
    });
  });
});
