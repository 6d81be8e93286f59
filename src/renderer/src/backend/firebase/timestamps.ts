/**
 * Firestore Timestamps (and the `null` a pending serverTimestamp() reads as in a local snapshot)
 * to the ISO strings the domain types use.
 */
export function timestampToIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date = (value as { toDate(): Date }).toDate();
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  return null;
}
