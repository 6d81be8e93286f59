import type { NewsCategory } from '../../../../shared/content/news';
import { formatCalendarDay } from '../../lib/calendar-day-text';

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

/** An activity date (YYYY-MM-DD, a calendar day: no time zone applies), e.g. "12 September 2025". */
export const formatNewsDay = formatCalendarDay;

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
