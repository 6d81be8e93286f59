/**
 * The values of a work programme that pages need without its schema (the public page loads no
 * form): the statuses, the limits and what a period is. proker.ts builds the schema from them.
 */

export const PROKER_STATUSES = ['Perencanaan', 'Sedang Berjalan', 'Selesai', 'Dibatalkan'] as const;
export type ProkerStatus = (typeof PROKER_STATUSES)[number];

export const PROKER_LIMITS = {
  nameMax: 200,
  /** A Struktur division's id as records keep it. */
  idMax: 64,
  summaryMax: 500,
  /** Each long text: details, achievements, obstacles, suggestions. */
  textMax: 3_000,
  /** People at one programme: far above a campus, far below unsafe integers. */
  participantsMax: 1_000_000,
  yearMin: 2000,
  yearMax: 2100,
  maxRecords: 2_000,
  /** Search keys of a name and summary on Firestore (open-data/search-keys.ts). */
  searchKeysMax: 1_500,
} as const;

/** "2025/2026": a start year and the next one (a cabinet serves one academic year). */
export const PERIOD_PATTERN = /^(\d{4})\/(\d{4})$/;

export function isProkerPeriod(text: string): boolean {
  const match = PERIOD_PATTERN.exec(text);
  if (!match) return false;
  const start = Number(match[1]);
  return (
    Number(match[2]) === start + 1 &&
    start >= PROKER_LIMITS.yearMin &&
    start < PROKER_LIMITS.yearMax
  );
}

/**
 * Who came against who was expected, in percent, rounded to a whole number; null without a
 * target (nothing to compare with).
 */
export function attendancePercent(programme: {
  targetPeserta: number;
  jumlahPesertaRealisasi: number;
}): number | null {
  return programme.targetPeserta > 0
    ? Math.round((programme.jumlahPesertaRealisasi / programme.targetPeserta) * 100)
    : null;
}
