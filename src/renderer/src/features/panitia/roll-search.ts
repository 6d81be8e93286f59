import type { RollEntry } from '../../../../shared/evoting/roll';

/**
 * The roll entries whose name, NIM or email holds the search (case-insensitive). Only voters who
 * asked to join have an email here (roll.ts).
 */
export function searchRoll(entries: readonly RollEntry[], search: string): RollEntry[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...entries];
  return entries.filter((entry) =>
    [entry.namaLengkap, entry.nim, entry.email ?? ''].some((field) =>
      field.toLowerCase().includes(wanted),
    ),
  );
}
