import type { AsetKondisi } from '../../../../shared/keterbukaan/aset';
import { formatCalendarDay } from '../../lib/calendar-day-text';

/**
 * What the inventory's pages show of an asset, through the browser's own Intl (no date library on
 * public pages), in Indonesian and Yogyakarta's time zone.
 */
const INSTANT = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** An acquisition date (YYYY-MM-DD, a calendar day), e.g. "15 Maret 2024"; '' when unknown. */
export function formatAsetDay(day: string): string {
  return day === '' ? '' : formatCalendarDay(day);
}

/** "Terakhir Diperbarui" (an ISO instant) in Yogyakarta: "12 September 2025 pukul 10.05 WIB". */
export function formatAsetInstant(iso: string | undefined): string {
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) ? '' : `${INSTANT.format(date)} WIB`;
}

export const KONDISI_COLOURS: Readonly<Record<AsetKondisi, string>> = {
  Baik: 'teal',
  'Perlu Perbaikan': 'yellow',
  Rusak: 'red',
};

/** Borrowability as the cards say it. */
export const pinjamLabel = (dapatDipinjamkan: boolean): string =>
  dapatDipinjamkan ? 'Bisa Dipinjam' : 'Tidak Dipinjamkan';

/** "SS" for "Sound System": what a card without a picture shows. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
