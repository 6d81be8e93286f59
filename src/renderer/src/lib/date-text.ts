import { MONTHS_ID } from '../../../shared/calendar-names';

/**
 * Calendar days typed as text, for the date fields (ui/dates/DateTextField): what people write in
 * Indonesia ("12/12/2026", "12-12-2026", "12 Desember 2026", "12 des 2026") and the ISO form
 * ("2026-12-12") all mean the same day. Plain code, no date library: the wizard's first load has
 * no room for one (the calendar itself loads on demand).
 */

// Short forms in use besides the first three letters ("Agt", "Ags" for Agustus, "Sept").
const EXTRA_SHORT: Readonly<Record<string, number>> = { agt: 8, ags: 8, sept: 9 };

function monthOf(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length < 3) return null;
  const extra = EXTRA_SHORT[lower];
  if (extra !== undefined) return extra;
  const index = MONTHS_ID.findIndex((name) => name.toLowerCase().startsWith(lower));
  return index < 0 ? null : index + 1;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD of a real day, or null (no 30 February). */
export function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The day a text names, as YYYY-MM-DD, or null when it names none. */
export function parseDateText(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match) return isoDay(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})\s+([A-Za-z]+\.?)\s+(\d{4})$/.exec(value);
  if (match) {
    const month = monthOf(match[2] ?? '');
    return month === null ? null : isoDay(Number(match[3]), month, Number(match[1]));
  }
  return null;
}

/** "12 Desember 2026" for 2026-12-12; anything else as it is. */
export function dateText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (isoDay(year, month, day) === null) return iso;
  return `${day} ${MONTHS_ID[month - 1] ?? ''} ${year}`;
}
