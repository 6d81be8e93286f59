import * as z from 'zod/mini';
import { imageRefSchema } from '../images/image-ref';
import { definePublicList } from '../public-lists/public-list';
import { NEWS_CATEGORIES, NEWS_LIMITS } from './news';
import { NEWS_SLUG_MAX } from './news-slug';

/**
 * What the public reads of the news (ORIGINAL.md §1.4): /berita, a page of small cards for a
 * query (never the whole collection: /berita with 500 items must stay light), searched by title,
 * filtered by category, newest first; and /berita/{slug}, one published item by its address.
 * Declared once (src/shared/public-lists); both backends answer from it.
 */

export const NEWS_PAGE_SIZE = 6;
export const NEWS_SEARCH_MAX = 100;

// The card's and the article's shapes, written here rather than taken from newsInputSchema: the
// public pages check what arrives without the form's messages and rules.
const text = z.string();
const kategori = z.enum(NEWS_CATEGORIES);

const newsCardSchema = z.object({
  id: text,
  slug: text,
  judul: text,
  kategori,
  tanggalKegiatan: text,
  tanggalTerbit: z.nullable(text),
  ringkasan: text,
  penulis: text,
  /** The first picture's thumbnail only, never the full picture. */
  gambar: z.nullable(
    z.object({ thumbUrl: text, alt: text, width: z.number(), height: z.number() }),
  ),
});

/** A card of the list: never the body or the full pictures. */
export type NewsCard = z.infer<typeof newsCardSchema>;

const newsItemSchema = z.object({
  id: text,
  slug: text,
  judul: text,
  kategori,
  tanggalKegiatan: text,
  tanggalTerbit: z.optional(z.nullable(text)),
  ringkasan: text,
  isi: text,
  gambar: z.array(imageRefSchema),
  linkInstagram: text,
  penulis: z.optional(text),
});

/** An item as its page shows it: the whole article, without the flag that made it public. */
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * The card of a stored item. On Firestore the document is not checked yet: nothing here may
 * throw on a malformed one (the card's schema then leaves it out).
 */
export function newsCard(record: Record<string, unknown>): NewsCard {
  const pictures = record['gambar'];
  const first = (Array.isArray(pictures) ? pictures[0] : undefined) as
    Partial<Record<'thumbUrl' | 'alt' | 'width' | 'height', unknown>> | null | undefined;
  return {
    id: record['id'],
    slug: record['slug'] ?? '',
    judul: record['judul'],
    kategori: record['kategori'],
    tanggalKegiatan: record['tanggalKegiatan'],
    tanggalTerbit: record['tanggalTerbit'] ?? null,
    ringkasan: record['ringkasan'],
    penulis: record['penulis'] ?? '',
    gambar:
      typeof first === 'object' && first !== null
        ? { thumbUrl: first.thumbUrl, alt: first.alt, width: first.width, height: first.height }
        : null,
  } as NewsCard;
}

export const newsList = definePublicList({
  resource: 'berita',
  firestoreCollection: 'news',
  publishedOnly: true,
  row: newsCardSchema,
  toRow: newsCard,
  pageSize: NEWS_PAGE_SIZE,
  // `kataJudul`: the field the adapter has written since before the list was declared. Against
  // the embedded server's substring search, Firestore finds a word from its start ("kegiat"
  // finds "Kegiatan"; "giatan" does not).
  search: {
    fields: ['judul'],
    maxLength: NEWS_SEARCH_MAX,
    keysField: 'kataJudul',
    maxKeys: NEWS_LIMITS.searchKeysMax,
  },
  filters: {
    kategori: {
      field: 'kategori',
      maxLength: 20,
      values: Object.fromEntries(NEWS_CATEGORIES.map((name) => [name, name])),
      unknownValue: 'Kategori tidak dikenal.',
    },
  },
  // Newest first: by publication time, or by activity date (then publication time).
  sorts: {
    terbaru: [{ field: 'tanggalTerbit', direction: 'desc' }],
    kegiatan: [
      { field: 'tanggalKegiatan', direction: 'desc' },
      { field: 'tanggalTerbit', direction: 'desc' },
    ],
  },
  item: { field: 'slug', row: newsItemSchema, maxLength: NEWS_SLUG_MAX },
});
