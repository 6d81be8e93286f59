import { NEWS_CATEGORIES } from '../../../../shared/content/news';
import {
  NEWS_MAX_PAGE,
  NEWS_SEARCH_MAX,
  type NewsPageQuery,
} from '../../../../shared/content/news-pages';

/**
 * The /berita query in the address (?q=…&kategori=…&urut=kegiatan&halaman=2), so a filtered page
 * can be shared and the back button returns to it. Anything malformed reads as the default.
 */
export function queryFromSearch(search: URLSearchParams): NewsPageQuery {
  const kategori = search.get('kategori') ?? '';
  const halaman = Number(search.get('halaman') ?? '1');
  return {
    q: (search.get('q') ?? '').slice(0, NEWS_SEARCH_MAX),
    kategori: (NEWS_CATEGORIES as readonly string[]).includes(kategori)
      ? (kategori as NewsPageQuery['kategori'])
      : '',
    urut: search.get('urut') === 'kegiatan' ? 'kegiatan' : 'terbaru',
    halaman: Number.isInteger(halaman) && halaman >= 1 && halaman <= NEWS_MAX_PAGE ? halaman : 1,
  };
}

/** The address's query of a /berita query: only what differs from the default. */
export function searchFromQuery(query: NewsPageQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q.trim()) search.set('q', query.q);
  if (query.kategori) search.set('kategori', query.kategori);
  if (query.urut !== 'terbaru') search.set('urut', query.urut);
  if (query.halaman > 1) search.set('halaman', String(query.halaman));
  return search;
}
