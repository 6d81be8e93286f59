import type { NewsCategory } from '../../../../shared/content/news';

/**
 * Dates of the news pages through the browser's own Intl (no date library on public pages),
 * in Indonesian and Yogyakarta's time zone, as lib/dates.ts shows them elsewhere.
 */
const DAY = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});
const CALENDAR_DAY = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An activity date (YYYY-MM-DD, a calendar day: no time zone applies), e.g. "12 September 2025". */
export function formatNewsDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : CALENDAR_DAY.format(date);
}

/** A publication time (ISO) as its day in Yogyakarta. */
export function formatNewsInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

export const CATEGORY_COLOURS: Readonly<Record<NewsCategory, string>> = {
  Umum: 'gray',
  Kegiatan: 'teal',
  Informasi: 'blue',
  Pengumuman: 'orange',
};

export const newsPath = (slug: string): string => `/berita/${slug}`;
