/**
 * The statistics of repeated loads: the median (the figure judged against a target) and the
 * range (how much one load can differ from it).
 */

export interface Spread {
  median: number;
  min: number;
  max: number;
  /** How many values it is over. */
  count: number;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Missing values (a load without the figure) are left out; null when none is left. */
export function spread(values: readonly (number | null)[]): Spread | null {
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const mid = median(present);
  if (mid === null) return null;
  return {
    median: mid,
    min: Math.min(...present),
    max: Math.max(...present),
    count: present.length,
  };
}
