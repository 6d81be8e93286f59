import { describe, expect, it } from 'vitest';
import {
  FIRST_NEWS_PAGE,
  NEWS_PAGE_SIZE,
  newsPage,
  publishedNewsBySlug,
  type NewsRecord,
} from './news-pages';
import { pageCount } from '../open-data/paging';

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

describe('a page of the public news list', () => {
  const records = Array.from({ length: 20 }, (_, n) => item(n));

  it('holds one page of cards, newest publication first, with the total', () => {
    const page = newsPage(records, FIRST_NEWS_PAGE);
    expect(page.items).toHaveLength(NEWS_PAGE_SIZE);
    expect(page.total).toBe(20);
    const times = page.items.map((card) => card.tanggalTerbit ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(pageCount(page)).toBe(Math.ceil(20 / NEWS_PAGE_SIZE));
  });

  it('shows only the first thumbnail of each item, never the body or full pictures', () => {
    const [card] = newsPage(records, FIRST_NEWS_PAGE).items;
    expect(card?.gambar).toEqual({
      thumbUrl: image(1).thumbUrl,
      alt: 'Gambar 1',
      width: 1200,
      height: 800,
    });
    expect(JSON.stringify(card)).not.toContain('Isi panjang');
    expect(JSON.stringify(card)).not.toContain(image(1).url);
  });

  it('leaves drafts out, whatever the query', () => {
    const withDraft = [...records, item(99, { judul: 'Rahasia draf', published: false })];
    expect(newsPage(withDraft, { ...FIRST_NEWS_PAGE, q: 'rahasia' }).total).toBe(0);
    expect(publishedNewsBySlug(withDraft, 'berita-99')).toBeNull();
    expect(publishedNewsBySlug(withDraft, 'berita-3')?.id).toBe('id-003');
  });

  it('searches the title (case and accents ignored) and filters the category', () => {
    const mixed = [...records, item(50, { judul: 'Seminar Énergi Nuklir', kategori: 'Informasi' })];
    expect(newsPage(mixed, { ...FIRST_NEWS_PAGE, q: 'energi nuk' }).items.map((c) => c.id)).toEqual(
      ['id-050'],
    );
    const pengumuman = newsPage(records, { ...FIRST_NEWS_PAGE, kategori: 'Pengumuman' });
    expect(pengumuman.total).toBe(10);
    expect(pengumuman.items.every((card) => card.kategori === 'Pengumuman')).toBe(true);
  });

  it('sorts by activity date when asked, and a page past the end is empty', () => {
    const page = newsPage(records, { ...FIRST_NEWS_PAGE, urut: 'kegiatan' });
    const days = page.items.map((card) => card.tanggalKegiatan);
    expect([...days].sort().reverse()).toEqual(days);
    expect(newsPage(records, { ...FIRST_NEWS_PAGE, halaman: 9 })).toMatchObject({
      items: [],
      total: 20,
    });
  });
});
