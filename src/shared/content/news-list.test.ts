import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { pageCount } from '../open-data/paging';
import { firstListQuery, listQueryFromSearch } from '../public-lists/list-address';
import { findListItem } from '../public-lists/list-item';
import { listFilterSchema } from '../public-lists/list-query-schema';
import { listPage } from '../public-lists/list-rows';
import type { NewsRecord } from './news';
import { NEWS_PAGE_SIZE, newsCard, newsList } from './news-list';

const image = (n: number) => ({
  id: `${'a'.repeat(21)}${n}`,
  url: `/api/images/${'a'.repeat(21)}${n}.jpg`,
  thumbUrl: `/api/images/${'b'.repeat(21)}${n}.jpg`,
  width: 1200,
  height: 800,
  alt: `Gambar ${n}`,
});

function item(n: number, over: Partial<NewsRecord> = {}): NewsRecord {
  return {
    id: `id-${String(n).padStart(3, '0')}`,
    position: n,
    judul: `Berita ${n}`,
    kategori: n % 2 === 0 ? 'Kegiatan' : 'Pengumuman',
    tanggalKegiatan: `2025-01-${String((n % 28) + 1).padStart(2, '0')}`,
    ringkasan: 'Ringkasan',
    isi: 'Isi panjang yang tidak masuk ke kartu.',
    gambar: [image(1), image(2)],
    linkInstagram: '',
    published: true,
    slug: `berita-${n}`,
    penulis: 'Sekretariat Jenderal',
    tanggalTerbit: `2025-02-${String((n % 28) + 1).padStart(2, '0')}T03:00:00.000Z`,
    ...over,
  };
}

// The generic suite (tests/contract/public-list-contract.ts) covers search, filters, orders and
// pages; what is news's own is the card and the article.
describe('the public news list', () => {
  const records = Array.from({ length: 20 }, (_, n) => item(n));
  const first = firstListQuery(newsList);

  it('pages six cards, newest publication first, with the total', () => {
    const page = listPage(newsList, records, first);
    expect(page.items).toHaveLength(NEWS_PAGE_SIZE);
    expect(page.total).toBe(20);
    const times = page.items.map((card) => card.tanggalTerbit ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(pageCount(page)).toBe(Math.ceil(20 / NEWS_PAGE_SIZE));
  });

  it('shows only the first thumbnail of each item, never the body or full pictures', () => {
    const [card] = listPage(newsList, records, first).items;
    expect(card?.gambar).toEqual({
      thumbUrl: image(1).thumbUrl,
      alt: 'Gambar 1',
      width: 1200,
      height: 800,
    });
    expect(JSON.stringify(card)).not.toContain('Isi panjang');
    expect(JSON.stringify(card)).not.toContain(image(1).url);
    expect(JSON.stringify(card)).not.toContain('"published"');
    expect(listPage(newsList, [item(1, { gambar: [] })], first).items[0]?.gambar).toBeNull();
  });

  it('makes no card of a malformed document rather than failing (Firestore data is unchecked)', () => {
    for (const gambar of [undefined, null, 'x', [null], ['x']])
      expect(() => newsCard({ id: 'x', gambar })).not.toThrow();
  });

  it('sorts by activity date when asked', () => {
    const page = listPage(newsList, records, { ...first, urut: 'kegiatan' });
    const days = page.items.map((card) => card.tanggalKegiatan);
    expect([...days].sort().reverse()).toEqual(days);
  });

  it('opens the whole article of a published item by its address, never a draft', () => {
    const withDraft = [...records, item(99, { judul: 'Rahasia draf', published: false })];
    expect(findListItem(newsList, withDraft, 'berita-99')).toBeNull();
    const found = findListItem(newsList, withDraft, 'berita-3');
    expect(found).toMatchObject({ id: 'id-003', isi: item(3).isi, gambar: item(3).gambar });
    expect(found).not.toHaveProperty('published');
    expect(found).not.toHaveProperty('position');
  });

  it('knows its categories: another is refused, and read as "Semua" from an address', () => {
    const schema = listFilterSchema(newsList);
    const refused = safeParse(schema, { q: '', urut: 'terbaru', kategori: 'Gosip' });
    expect(refused.error?.issues[0]?.message).toBe('Kategori tidak dikenal.');
    expect(safeParse(schema, { q: '', urut: 'terbaru', kategori: 'Umum' }).success).toBe(true);
    expect(listQueryFromSearch(newsList, new URLSearchParams('kategori=Gosip'))).toEqual(first);
  });
});
