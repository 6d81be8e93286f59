import { isCalendarDate } from '../calendar-date';
import * as z from 'zod/mini';
import { imageRefSchema } from '../images/image-ref';
import type { RecordMeta } from '../resources/record-meta';
import { NEWS_SLUG_MAX } from './news-slug';

/** Berita (issue 16 item 4): what a news item is, for both backends and every screen. */

export const NEWS_CATEGORIES = ['Umum', 'Kegiatan', 'Informasi', 'Pengumuman'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_LIMITS = {
  judulMax: 160,
  ringkasanMax: 300,
  isiMax: 20_000,
  /** Pictures of one item's gallery. */
  gambarMax: 6,
  linkMax: 300,
  maxRecords: 2_000,
  /**
   * Search keys of one title (`kataJudul`, newsList's search: open-data/search-keys.ts; only the
   * Firebase adapter stores them): each ends at a distinct place of the folded title, twice.
   */
  searchKeysMax: 320,
} as const;

/** The author shown for an account without a ministry (the master). */
export const NEWS_DEFAULT_AUTHOR = 'BEM KM';

export const NEWS_MESSAGES = {
  judulRequired: 'Judul wajib diisi.',
  judulTooLong: `Judul maksimal ${NEWS_LIMITS.judulMax} karakter.`,
  kategori: 'Pilih kategori: Umum, Kegiatan, Informasi atau Pengumuman.',
  tanggalKegiatan: 'Tanggal kegiatan tidak valid (format YYYY-MM-DD).',
  ringkasanRequired: 'Ringkasan wajib diisi.',
  ringkasanTooLong: `Ringkasan maksimal ${NEWS_LIMITS.ringkasanMax} karakter.`,
  isiRequired: 'Isi berita wajib diisi.',
  isiTooLong: `Isi berita maksimal ${NEWS_LIMITS.isiMax} karakter.`,
  gambarTooMany: `Gambar maksimal ${NEWS_LIMITS.gambarMax}.`,
  linkInstagram: 'Link Instagram harus berupa alamat https://instagram.com/….',
  slugTaken: 'Alamat berita sudah dipakai.',
  notFound: 'Berita tidak ditemukan.',
} as const;

export { isCalendarDate };

/**
 * An Instagram post or profile link: https only (never javascript:, data: or plain http) on
 * instagram.com, parsed rather than matched as text. Empty means none.
 */
export function isInstagramLink(text: string): boolean {
  if (text === '') return true;
  if (text.length > NEWS_LIMITS.linkMax) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    (url.hostname === 'instagram.com' || url.hostname === 'www.instagram.com') &&
    url.username === '' &&
    url.password === '' &&
    url.port === ''
  );
}

const trimmedText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));

export const newsInputSchema = z.object({
  judul: trimmedText(NEWS_MESSAGES.judulRequired, NEWS_LIMITS.judulMax, NEWS_MESSAGES.judulTooLong),
  kategori: z.enum(NEWS_CATEGORIES, { error: NEWS_MESSAGES.kategori }),
  tanggalKegiatan: z
    .string({ error: NEWS_MESSAGES.tanggalKegiatan })
    .check(z.refine(isCalendarDate, { error: NEWS_MESSAGES.tanggalKegiatan })),
  ringkasan: trimmedText(
    NEWS_MESSAGES.ringkasanRequired,
    NEWS_LIMITS.ringkasanMax,
    NEWS_MESSAGES.ringkasanTooLong,
  ),
  /** Plain text; paragraphs are separated by blank lines. Never HTML: pages render it as text. */
  isi: trimmedText(NEWS_MESSAGES.isiRequired, NEWS_LIMITS.isiMax, NEWS_MESSAGES.isiTooLong),
  gambar: z
    .array(imageRefSchema)
    .check(z.maxLength(NEWS_LIMITS.gambarMax, { error: NEWS_MESSAGES.gambarTooMany })),
  linkInstagram: z
    .string({ error: NEWS_MESSAGES.linkInstagram })
    .check(z.trim(), z.refine(isInstagramLink, { error: NEWS_MESSAGES.linkInstagram })),
  published: z.boolean({ error: 'Status terbit harus ya atau tidak.' }),
  // Set by the backend (the declaration's stamp), whatever a client sends.
  slug: z.optional(z.string().check(z.maxLength(NEWS_SLUG_MAX))),
  /** The writer's ministry, as the byline. */
  penulis: z.optional(z.string().check(z.maxLength(120))),
  /** When it was first published (ISO time); null for a draft never published. */
  tanggalTerbit: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});

export type NewsInput = z.infer<typeof newsInputSchema>;
/** A stored item, as a backend keeps it. */
export type NewsRecord = NewsInput & RecordMeta;

/** Paragraphs of a plain-text body: blank lines separate them, single newlines stay in them. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
