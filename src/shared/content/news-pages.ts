import * as z from 'zod/mini';
import type { ImageRef } from '../images/image-ref';
import { pageOf, type ListPage } from '../open-data/paging';
import { matchesWords, searchWords } from '../open-data/text-search';
import type { RecordMeta } from '../resources/resource';
import { NEWS_CATEGORIES, type NewsCategory, type NewsInput } from './news';
import { NEWS_SLUG_PATTERN } from './news-slug';

/**
 * What the public reads of the news: one page of small cards for a query (never the whole
 * collection: /berita with 500 items must stay light), and one published item by its slug.
 * Pure, so the embedded server and the Firebase adapter answer alike.
 */

export const NEWS_PAGE_SIZE = 6;
export const NEWS_SEARCH_MAX = 100;
export const NEWS_MAX_PAGE = 1_000;
export const NEWS_SORTS = ['terbaru', 'kegiatan'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

export const newsPageQuerySchema = z.object({
  q: z
    .string({ error: 'Kata kunci tidak valid.' })
    .check(z.maxLength(NEWS_SEARCH_MAX, { error: 'Kata kunci terlalu panjang.' })),
  kategori: z.enum(['', ...NEWS_CATEGORIES], { error: 'Kategori tidak dikenal.' }),
  urut: z.enum(NEWS_SORTS, { error: 'Urutan tidak dikenal.' }),
  halaman: z
    .number({ error: 'Halaman tidak valid.' })
    .check(
      z.int({ error: 'Halaman tidak valid.' }),
      z.minimum(1, { error: 'Halaman tidak valid.' }),
      z.maximum(NEWS_MAX_PAGE, { error: 'Halaman tidak valid.' }),
    ),
});
export type NewsPageQuery = z.infer<typeof newsPageQuerySchema>;

export const FIRST_NEWS_PAGE: NewsPageQuery = { q: '', kategori: '', urut: 'terbaru', halaman: 1 };

export type NewsRecord = NewsInput & RecordMeta;

/** A list's card: the first picture's thumbnail only, never the full picture or the body. */
export interface NewsCard {
  id: string;
  slug: string;
  judul: string;
  kategori: NewsCategory;
  tanggalKegiatan: string;
  tanggalTerbit: string | null;
  ringkasan: string;
  penulis: string;
  gambar: Pick<ImageRef, 'thumbUrl' | 'alt' | 'width' | 'height'> | null;
}

export type NewsPage = ListPage<NewsCard>;

export const isPublishedNews = (news: NewsRecord): boolean =>
  news.published === true && typeof news.slug === 'string' && news.slug !== '';

export function newsCard(news: NewsRecord): NewsCard {
  const first = news.gambar[0];
  return {
    id: news.id,
    slug: news.slug ?? '',
    judul: news.judul,
    kategori: news.kategori,
    tanggalKegiatan: news.tanggalKegiatan,
    tanggalTerbit: news.tanggalTerbit ?? null,
    ringkasan: news.ringkasan,
    penulis: news.penulis ?? '',
    gambar: first
      ? { thumbUrl: first.thumbUrl, alt: first.alt, width: first.width, height: first.height }
      : null,
  };
}

const byText = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/** Newest first: by publication time, or by activity date (then publication time). */
export function compareNews(sort: NewsSort) {
  return (a: NewsRecord, b: NewsRecord): number => {
    const published = byText(a.tanggalTerbit ?? '', b.tanggalTerbit ?? '');
    const primary = sort === 'kegiatan' ? byText(a.tanggalKegiatan, b.tanggalKegiatan) : 0;
    return primary || published || byText(a.id, b.id);
  };
}

/** The published items a query asks for, in its order. */
export function matchingNews(records: readonly NewsRecord[], query: NewsPageQuery): NewsRecord[] {
  const words = searchWords(query.q);
  return records
    .filter(
      (news) =>
        isPublishedNews(news) &&
        (query.kategori === '' || news.kategori === query.kategori) &&
        matchesWords(words, news.judul),
    )
    .sort(compareNews(query.urut));
}

/** One page of cards for the query (a page past the end is empty, with the total). */
export function newsPage(records: readonly NewsRecord[], query: NewsPageQuery): NewsPage {
  return pageOf(matchingNews(records, query), query.halaman, NEWS_PAGE_SIZE, newsCard);
}

export const isNewsSlug = (text: string): boolean =>
  text.length <= 80 && NEWS_SLUG_PATTERN.test(text);

/** The published item with this slug, or null (a draft is as absent as an unknown slug). */
export function publishedNewsBySlug(
  records: readonly NewsRecord[],
  slug: string,
): NewsRecord | null {
  return records.find((news) => news.slug === slug && isPublishedNews(news)) ?? null;
}
