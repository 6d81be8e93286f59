import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsRecord } from '../../../../shared/content/news';
import { newsList, type NewsCard, type NewsItem } from '../../../../shared/content/news-list';
import { newsResource } from '../../../../shared/content/news-resource';
import type { ListPage } from '../../../../shared/open-data/paging';
import { firstListQuery } from '../../../../shared/public-lists/list-address';
import { findListItem } from '../../../../shared/public-lists/list-item';
import { listPage } from '../../../../shared/public-lists/list-rows';
import type { ListQuery } from '../../../../shared/public-lists/public-list';
import type { FirebaseHandles } from './firebase-app';
import { createFirebasePublicListApi } from './public-list-api';
import { listQueryPlan } from './public-list-plan';
import { recordDocData } from './resource-mapping';

/**
 * A declared public list on Firestore (public-list-api.ts) against an in-memory stand-in for
 * Firestore's query functions, which answers where/orderBy/startAfter/limit/count as Firestore
 * would (the real queries run in the emulator suite), counting the documents each read returns.
 * The list is the news (newsList): its rows are computed (cards), it has an item (the article by
 * its address) and a filter of known values; whatever Firestore answers must equal what the
 * shared code, hence the embedded server, answers.
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
    doc: () => ({}),
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

type Query = ListQuery<typeof newsList>;
const FIRST: Query = firstListQuery(newsList);
const api = createFirebasePublicListApi({ db: {} } as unknown as FirebaseHandles);
/** What the embedded server answers (the same shared code over every record). */
const expected = (query: Query) => listPage(newsList, RECORDS, query);

/** The first value a watch emits, then stops watching. */
function firstValue<T>(
  watch: (observer: { next(value: T): void; error(error: unknown): void }) => () => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const stop = watch({
      next: (value) => {
        if (done) return;
        done = true;
        // Stopped once the watch has returned its stop, even when it answers at once.
        queueMicrotask(() => stop());
        resolve(value);
      },
      error: reject,
    });
  });
}
const firstPage = (query: Query) =>
  firstValue<ListPage<NewsCard>>((o) => api.watchPage(newsList, query, o));
const itemOf = (key: string) => firstValue<NewsItem | null>((o) => api.watchItem(newsList, key, o));

beforeEach(() => {
  fake.docs = RECORDS.map(stored);
  fake.reads = 0;
  fake.counts = 0;
  fake.getDocs = 0;
  fake.listeners.clear();
});

describe('the news list’s query on Firestore', () => {
  it('filters on published (and the category), orders by the sort and the id', () => {
    expect(listQueryPlan(newsList, FIRST)).toMatchObject({
      filters: [{ field: 'published', op: '==', value: true }],
      orderBy: [
        { field: 'tanggalTerbit', direction: 'desc' },
        { field: '__name__', direction: 'desc' },
      ],
      paged: true,
      browserWords: [],
    });
    expect(
      listQueryPlan(newsList, { q: '', kategori: 'Kegiatan', urut: 'kegiatan' }),
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

  it('searches the keys the adapter has always written (kataJudul), by the longest word', () => {
    const one = listQueryPlan(newsList, { ...FIRST, q: '  RAPAT ' });
    expect(one.filters.at(-1)).toEqual({
      field: 'kataJudul',
      op: 'array-contains',
      value: 'rapat',
    });
    expect(one.paged).toBe(true);
    const several = listQueryPlan(newsList, { ...FIRST, q: 'rapat kegiatan' });
    expect(several.filters.at(-1)).toEqual({
      field: 'kataJudul',
      op: 'array-contains',
      value: 'kegiatan',
    });
    expect(several.paged).toBe(false);
    expect(several.browserWords).toEqual(['rapat', 'kegiatan']);
  });

  it('refuses a query the server refuses (VALIDATION with the field)', async () => {
    await expect(firstPage({ ...FIRST, halaman: 0 })).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { halaman: 'Halaman tidak valid.' },
    });
    await expect(firstPage({ ...FIRST, kategori: 'Gosip' })).rejects.toMatchObject({
      code: 'VALIDATION',
      fields: { kategori: 'Kategori tidak dikenal.' },
    });
    expect(fake.reads).toBe(0);
  });
});

describe('news pages on Firestore', () => {
  it('reads one page of six and counts the rest', async () => {
    const page = await firstPage(FIRST);
    expect(fake.reads).toBe(6);
    expect(fake.counts).toBe(1);
    expect(page).toEqual(expected(FIRST));
    expect(page.total).toBe(12);
  });

  it.each<Partial<Query>>([
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
    const query = { ...FIRST, ...change };
    expect(await firstPage(query)).toEqual(expected(query));
  });

  it('finds a word from its start, not from its middle (Firestore cannot search inside)', async () => {
    expect((await firstPage({ ...FIRST, q: 'semin' })).total).toBe(2);
    expect((await firstPage({ ...FIRST, q: 'minar' })).total).toBe(0);
    expect(expected({ ...FIRST, q: 'minar' }).total).toBe(2);
  });

  it('reads only the next page when paging forward', async () => {
    await firstPage(FIRST);
    fake.reads = 0;
    const second = await firstPage({ ...FIRST, halaman: 2 });
    expect(fake.getDocs).toBe(0);
    expect(fake.reads).toBe(6);
    expect(second.items.map((item) => item.id)).toEqual(
      expected({ ...FIRST, halaman: 2 }).items.map((item) => item.id),
    );
  });

  it('opens a page past the end empty, with the total', async () => {
    const page = await firstPage({ ...FIRST, halaman: 5 });
    expect(page).toEqual({ items: [], total: 12, halaman: 5, perHalaman: 6 });
  });

  it('stays live: a new item shows on the first page and the total is counted again', async () => {
    const pages: ListPage<NewsCard>[] = [];
    const stop = api.watchPage(newsList, FIRST, { next: (page) => pages.push(page) });
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

  it('writes the search keys into the document, never into the card it reads back', async () => {
    expect(stored(RECORDS[0]!)['kataJudul']).toContain('kepeng');
    const page = await firstPage({ ...FIRST, q: 'kepeng' });
    expect(page.items.map((item) => item.judul)).toEqual(['Rapat Pleno Awal Kepengurusan']);
    expect(Object.keys(page.items[0]!)).not.toContain('kataJudul');
    expect(
      recordDocData({ nama: 'SOP' }, 0, { firestoreCollection: 'documentCategories' }),
    ).toEqual({ nama: 'SOP', position: 0 });
  });

  it('finds an item saved before the keys existed only without a search', async () => {
    delete fake.docs[0]!['kataJudul'];
    expect((await firstPage({ ...FIRST, q: 'pleno' })).total).toBe(0);
    expect((await firstPage(FIRST)).total).toBe(12);
  });

  it('leaves out an item whose document does not fit the card, never failing on it', async () => {
    fake.docs[0] = { ...fake.docs[0]!, judul: 42 };
    fake.docs[1] = { ...fake.docs[1]!, gambar: 'bukan-daftar' };
    fake.docs[2] = { ...fake.docs[2]!, gambar: [null] };
    const page = await firstPage({ ...FIRST, q: 'rapat', kategori: 'Umum' });
    expect(page.items.map((item) => item.id)).not.toContain('n00');
    // Pictures that are no list: a card without a thumbnail, the page answered all the same.
    const bakti = await firstPage({ ...FIRST, q: 'bakti' });
    expect(bakti.items.find((item) => item.id === 'n01')?.gambar).toBeNull();
    expect((await firstPage(FIRST)).items).toHaveLength(6);
  });
});

describe('a news item on Firestore', () => {
  it('reads the one published document with its address, as the embedded server answers', async () => {
    const slug = RECORDS[0]!.slug!;
    fake.reads = 0;
    const item = await itemOf(slug);
    expect(fake.reads).toBe(1);
    expect(item).toEqual(findListItem(newsList, RECORDS, slug));
    expect(item).toMatchObject({ isi: 'Isi.', judul: RECORDS[0]!.judul });
    expect(item).not.toHaveProperty('kataJudul');
    expect(item).not.toHaveProperty('position');
  });

  it('answers null for a draft or an unknown address, and refuses a malformed one', async () => {
    expect(await itemOf(RECORDS[4]!.slug!)).toBeNull();
    expect(await itemOf('tidak-ada')).toBeNull();
    await expect(itemOf('x'.repeat(81))).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(itemOf('')).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
