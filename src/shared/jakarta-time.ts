/**
 * Wall-clock times of the portal's own zone, Asia/Jakarta (WIB: UTC+7 all year, no daylight
 * saving), turned into instants and back without the browser's zone ever taking part: the old
 * portal's calendar shifted every time by seven hours that way (ORIGINAL.md §6, §10).
 */
const OFFSET_MS = 7 * 60 * 60 * 1000;

/** The instant (ms) of a date (YYYY-MM-DD) and a wall-clock time (HH:mm) in Asia/Jakarta. */
export function jakartaInstant(tanggal: string, waktu: string): number {
  return Date.parse(`${tanggal}T${waktu}:00+07:00`);
}

/** The Asia/Jakarta date (YYYY-MM-DD) an instant falls on. */
export function jakartaDate(instant: number): string {
  return new Date(instant + OFFSET_MS).toISOString().slice(0, 10);
}

/** The Asia/Jakarta wall-clock time (HH:mm) of an instant. */
export function jakartaClock(instant: number): string {
  return new Date(instant + OFFSET_MS).toISOString().slice(11, 16);
}
