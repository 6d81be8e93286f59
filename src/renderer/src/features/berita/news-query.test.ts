import { describe, expect, it } from 'vitest';
import { FIRST_NEWS_PAGE } from '../../../../shared/content/news-pages';
import { queryFromSearch, searchFromQuery } from './news-query';
import { whatsappShareUrl } from './ShareButtons';

describe('the /berita query in the address', () => {
  it('reads the default from an empty or malformed address', () => {
    expect(queryFromSearch(new URLSearchParams(''))).toEqual(FIRST_NEWS_PAGE);
    expect(queryFromSearch(new URLSearchParams('kategori=Gosip&urut=acak&halaman=-2'))).toEqual(
      FIRST_NEWS_PAGE,
    );
    expect(queryFromSearch(new URLSearchParams('halaman=1.5')).halaman).toBe(1);
  });

  it('round-trips a filtered page, writing only what differs from the default', () => {
    const query = { q: 'futsal', kategori: 'Kegiatan', urut: 'kegiatan', halaman: 3 } as const;
    const search = searchFromQuery(query);
    expect(search.toString()).toBe('q=futsal&kategori=Kegiatan&urut=kegiatan&halaman=3');
    expect(queryFromSearch(search)).toEqual(query);
    expect(searchFromQuery(FIRST_NEWS_PAGE).toString()).toBe('');
  });

  it('shares to WhatsApp with the title and the address encoded', () => {
    expect(whatsappShareUrl('Futsal & Voli', 'https://bem.test/berita/futsal')).toBe(
      'https://wa.me/?text=Futsal%20%26%20Voli%20https%3A%2F%2Fbem.test%2Fberita%2Ffutsal',
    );
  });
});
