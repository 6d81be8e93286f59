import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_NEWS_PAGE,
  newsPage,
  type NewsPage,
  type NewsPageQuery,
  type NewsRecord,
} from '../../../../shared/content/news-pages';
import { newsResource } from '../../../../shared/content/news-resource';
import type { FirebaseHandles } from './firebase-app';
import { createFirebaseNewsApi } from './news-api';
import { newsQueryPlan } from './news-query';
import { recordDocData } from './resource-mapping';

/**
 * The news pages against an in-memory stand-in for Firestore's query functions, which answers
 * where/orderBy/startAfter/limit/count as Firestore would (the real queries run in the emulator
 * suite), counting the documents each read returns.
 */
type Constraint =
  | { type: 'where'; field: string; op: '==' | 'array-contains'; value: unknown }
  | { type: 'orderBy'; field: string; direction: 'asc' | 'desc' }
  | { type: 'startAfter'; values: unknown[] }
  | { type: 'limit'; n: number };

type Stored = { id: string } & Record<string, unknown>;

const fake = vi.hoisted(() => ({
  docs: [] as ({ id: string } & Record<string, unknown>)[],
  reads: 0,
  counts: 0,
  getDocs: 0,
  listeners: new Set<() => void>(),
}));

vi.mock('firebase/firestore', () => {
  const NAME = '__name__';
  const valueOf = (doc: Stored, field: string) => (field === NAME ? doc.id : doc[field]);
  const compare = (a: unknown, b: unknown) =>
    a === b
      ? 0
      : a === null || a === undefined
        ? -1
        : b === null || b === undefined
          ? 1
          : a < b
            ? -1
            : 1;
  const run = (constraints: Constraint[]) => {
    const orders = constraints.filter((c) => c.type === 'orderBy');
    const byOrder = (a: Stored, b: Stored) => {
      for (const o of orders) {
        const c = compare(valueOf(a, o.field), valueOf(b, o.field));
        if (c !== 0) return o.direction === 'desc' ? -c : c;
      }
      return 0;
    };
    let rows = fake.docs.filter((d) =>
      constraints.every((c) =>
        c.type !== 'where'
          ? true
          : c.op === '=='
            ? d[c.field] === c.value
            : Array.isArray(d[c.field]) && (d[c.field] as unknown[]).includes(c.value),
      ),
    );
    // Firestore leaves out a document that lacks an ordered field.
    rows = rows.filter((d) => orders.every((o) => o.field === NAME || o.field in d)).sort(byOrder);
    for (const c of constraints) {
      if (c.type === 'startAfter')
        rows = rows.filter((d) => {
          for (const [i, o] of orders.entries()) {
            const cmp = compare(valueOf(d, o.field), c.values[i]);
            if (cmp !== 0) return o.direction === 'desc' ? cmp < 0 : cmp > 0;
          }
          return false;
        });
      if (c.type === 'limit') rows = rows.slice(0, c.n);
    }
    return rows;
  };
  const snapshotOf = (rows: Stored[]) => {
    fake.reads += rows.length;
    return {
      docs: rows.map(({ id, ...data }) => ({ id, data: () => data })),
    };
  };
  return {
    collection: () => ({ constraints: [] }),
    documentId: () => NAME,
    query: (base: { constraints: Constraint[] }, ...more: Constraint[]) => ({
      constraints: [...base.constraints, ...more],
    }),
    where: (field: string, op: string, value: unknown) => ({ type: 'where', field, op, value }),
    orderBy: (field: string, direction: 'asc' | 'desc') => ({ type: 'orderBy', field, direction }),
    startAfter: (...values: unknown[]) => ({ type: 'startAfter', values }),
    limit: (n: number) => ({ type: 'limit', n }),
    getDocs: async (q: { constraints: Constraint[] }) => {
      fake.getDocs += 1;
      return snapshotOf(run(q.constraints));
    },
    getCountFromServer: async (q: { constraints: Constraint[] }) => {
      fake.counts += 1;
      return { data: () => ({ count: run(q.constraints).length }) };
    },
    onSnapshot: (
      q: { constraints: Constraint[] },
      next: (snapshot: ReturnType<typeof snapshotOf>) => void,
    ) => {
      const fire = () => next(snapshotOf(run(q.constraints)));
      fake.listeners.add(fire);
      queueMicrotask(fire);
      return () => fake.listeners.delete(fire);
    },
  };
});

const TITLES = [
  'Rapat Pleno Awal Kepengurusan',
  'Bakti Sosial di Desa Wukirsari',
  'Seminar Keselamatan Radiasi',
  'Pelatihan Kepemimpinan Mahasiswa',
  'Rapat Kerja Kementerian',
  'Lomba Futsal Antar Prodi',
  'Kegiatan Donor Darah',
  'Pengumuman Beasiswa (Rapat Panitia)',
  'Kuliah Umum Teknologi Nuklir',
  'Rapat Koordinasi Kegiatan Akhir Tahun',
  'Festival Budaya Kampus',
  'Bakti Sosial Ramadan',
  'Rapat Evaluasi Kegiatan Semester',
  'Seminar Kewirausahaan',
];
const CATEGORIES = ['Umum', 'Kegiatan', 'Informasi', 'Pengumuman'] as const;

/** 14 items (every fifth a draft), activity dates out of step with publication dates. */
function record(judul: string, i: number): NewsRecord {
  return {
    id: `n${String(i).padStart(2, '0')}`,
    position: i,
    judul,
    kategori: CATEGORIES[i % 4]!,
    tanggalKegiatan: `2026-0${1 + ((i * 5) % 9)}-1${i % 10}`,
    ringkasan: 'Ringkasan.',
    isi: 'Isi.',
    gambar: [],
    linkInstagram: '',
    published: i % 5 !== 4,
    slug: `berita-${i}`,
    penulis: 'BEM KM',
    tanggalTerbit: i % 5 === 4 ? null : `2026-10-${String(10 + i).padStart(2, '0')}T08:00:00.000Z`,
  };
}
const RECORDS = TITLES.map(record);

/** A document as the adapter writes it (recordDocData: the record, its place, its search keys). */
const stored = (r: NewsRecord): Stored => {
  const { id, position, ...input } = r;
  return { id, ...recordDocData(input, position, newsResource) };
};

const api = createFirebaseNewsApi({ db: {} } as unknown as FirebaseHandles);

/** The first page the watcher emits, then stops watching. */
function firstPage(query: NewsPageQuery): Promise<NewsPage> {
  return new Promise((resolve, reject) => {
    const stop = api.watchPage(query, {
      next: (page) => {
        stop();
        resolve(page);
      },
      error: reject,
    });
  });
}

beforeEach(() => {
  fake.docs = RECORDS.map(stored);
  fake.reads = 0;
  fake.counts = 0;
  fake.getDocs = 0;
  fake.listeners.clear();
});

describe('the news page query on Firestore', () => {
  it('filters on published (and the category), orders by the sort and the id', () => {
    expect(newsQueryPlan(FIRST_NEWS_PAGE)).toMatchObject({
      filters: [{ field: 'published', op: '==', value: true }],
      orderBy: [
        { field: 'tanggalTerbit', direction: 'desc' },
        { field: '__name__', direction: 'desc' },
      ],
      paged: true,
      browserWords: [],
    });
    expect(
      newsQueryPlan({ q: '', kategori: 'Kegiatan', urut: 'kegiatan', halaman: 2 }),
    ).toMatchObject({
      filters: [
        { field: 'published', op: '==', value: true },
        { field: 'kategori', op: '==', value: 'Kegiatan' },
      ],
      orderBy: [
        { field: 'tanggalKegiatan', direction: 'desc' },
        { field: 'tanggalTerbit', direction: 'desc' },
        { field: '__name__', direction: 'desc' },
      ],
    });
  });

  it('searches one word with array-contains; several by the longest, the rest in the browser', () => {
    const one = newsQueryPlan({ ...FIRST_NEWS_PAGE, q: '  RAPAT ' });
    expect(one.filters.at(-1)).toEqual({
      field: 'kataJudul',
      op: 'array-contains',
      value: 'rapat',
    });
    expect(one.paged).toBe(true);
    const several = newsQueryPlan({ ...FIRST_NEWS_PAGE, q: 'rapat kegiatan' });
    expect(several.filters.at(-1)).toEqual({
      field: 'kataJudul',
      op: 'array-contains',
      value: 'kegiatan',
    });
    expect(several.paged).toBe(false);
    expect(several.browserWords).toEqual(['rapat', 'kegiatan']);
  });

  it('refuses a query the server refuses (VALIDATION with the field)', async () => {
    await expect(firstPage({ ...FIRST_NEWS_PAGE, halaman: 0 })).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { halaman: 'Halaman tidak valid.' },
    });
  });
});

describe('news pages on Firestore', () => {
  it('reads one page of six and counts the rest', async () => {
    const page = await firstPage(FIRST_NEWS_PAGE);
    expect(fake.reads).toBe(6);
    expect(fake.counts).toBe(1);
    expect(page).toEqual(newsPage(RECORDS, FIRST_NEWS_PAGE));
    expect(page.total).toBe(12);
  });

  it.each<Partial<NewsPageQuery>>([
    { halaman: 2 },
    { halaman: 2, urut: 'kegiatan' },
    { kategori: 'Umum' },
    { kategori: 'Kegiatan', urut: 'kegiatan' },
    { q: 'rapat' },
    { q: 'Kegiat' },
    { q: 'rapat', halaman: 2 },
    { q: 'rapat kegiatan' },
    { q: 'bakti sosial', kategori: 'Kegiatan' },
    { halaman: 3 },
  ])('answers %o as the embedded server does', async (change) => {
    const query = { ...FIRST_NEWS_PAGE, ...change };
    expect(await firstPage(query)).toEqual(newsPage(RECORDS, query));
  });

  it('finds a word from its start, not from its middle (Firestore cannot search inside)', async () => {
    expect((await firstPage({ ...FIRST_NEWS_PAGE, q: 'semin' })).total).toBe(2);
    expect((await firstPage({ ...FIRST_NEWS_PAGE, q: 'minar' })).total).toBe(0);
    expect(newsPage(RECORDS, { ...FIRST_NEWS_PAGE, q: 'minar' }).total).toBe(2);
  });

  it('reads only the next page when paging forward', async () => {
    await firstPage(FIRST_NEWS_PAGE);
    fake.reads = 0;
    const second = await firstPage({ ...FIRST_NEWS_PAGE, halaman: 2 });
    expect(fake.getDocs).toBe(0);
    expect(fake.reads).toBe(6);
    expect(second.items.map((item) => item.id)).toEqual(
      newsPage(RECORDS, { ...FIRST_NEWS_PAGE, halaman: 2 }).items.map((item) => item.id),
    );
  });

  it('opens a page past the end empty, with the total', async () => {
    const page = await firstPage({ ...FIRST_NEWS_PAGE, halaman: 5 });
    expect(page).toEqual({ items: [], total: 12, halaman: 5, perHalaman: 6 });
  });

  it('stays live: a new item shows on the first page and the total is counted again', async () => {
    const pages: NewsPage[] = [];
    const stop = api.watchPage(FIRST_NEWS_PAGE, { next: (page) => pages.push(page) });
    await vi.waitFor(() => expect(pages).toHaveLength(1));
    const fresh = {
      ...record('Rapat Baru Sekali', 98),
      tanggalTerbit: '2026-11-30T08:00:00.000Z',
    };
    fake.docs.push(stored(fresh));
    for (const fire of fake.listeners) fire();
    await vi.waitFor(() => expect(pages).toHaveLength(2));
    expect(pages[1]?.items[0]?.judul).toBe('Rapat Baru Sekali');
    expect(pages[1]?.total).toBe(13);
    stop();
    expect(fake.listeners.size).toBe(0);
  });

  it('writes the search keys into the document, never into the record it reads back', async () => {
    expect(stored(RECORDS[0]!)['kataJudul']).toContain('kepeng');
    const page = await firstPage({ ...FIRST_NEWS_PAGE, q: 'kepeng' });
    expect(page.items.map((item) => item.judul)).toEqual(['Rapat Pleno Awal Kepengurusan']);
    expect(Object.keys(page.items[0]!)).not.toContain('kataJudul');
    const detail = await new Promise<NewsRecord | null>((resolve) => {
      const stop = api.watchDetail(RECORDS[0]!.slug!, {
        next: (record) => {
          stop();
          resolve(record);
        },
      });
    });
    expect(detail).toEqual(RECORDS[0]);
    expect(
      recordDocData({ nama: 'SOP' }, 0, { firestoreCollection: 'documentCategories' }),
    ).toEqual({ nama: 'SOP', position: 0 });
  });

  it('finds an item saved before the keys existed only without a search', async () => {
    delete fake.docs[0]!['kataJudul'];
    expect((await firstPage({ ...FIRST_NEWS_PAGE, q: 'pleno' })).total).toBe(0);
    expect((await firstPage(FIRST_NEWS_PAGE)).total).toBe(12);
  });

  it('leaves out an item whose document does not fit the schema', async () => {
    fake.docs[0] = { ...fake.docs[0]!, judul: 42 };
    const page = await firstPage({ ...FIRST_NEWS_PAGE, q: 'rapat', kategori: 'Umum' });
    expect(page.items.map((item) => item.id)).not.toContain('n00');
  });
});
