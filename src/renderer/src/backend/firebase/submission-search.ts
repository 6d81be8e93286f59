import type { Submission } from '../../../../shared/berkas/submission';

/**
 * The panel's search (SPEC.md §2): a case-insensitive substring of namaKegiatan or penyelenggara.
 * Firestore has no substring query, so the adapter reads the newest SEARCH_WINDOW submissions (of
 * the chosen status) and filters them here. Older submissions are not found by a search; their
 * count is not known either, so `total` is the count within the window. 500 documents of a few
 * kilobytes each is one bounded read, and a BEM has far fewer submissions than that in a year.
 */
export const SEARCH_WINDOW = 500;

export const normaliseSearch = (search: string | undefined): string =>
  search?.trim().toLowerCase() ?? '';

export function matchesSearch(
  submission: Pick<Submission, 'namaKegiatan' | 'penyelenggara'>,
  search: string,
): boolean {
  const needle = normaliseSearch(search);
  return (
    !needle ||
    submission.namaKegiatan.toLowerCase().includes(needle) ||
    submission.penyelenggara.toLowerCase().includes(needle)
  );
}

/** The first `limit` matches of a window already ordered newest first, and how many matched. */
export function searchWithin(
  window: readonly Submission[],
  search: string,
  limit: number,
): { items: Submission[]; total: number } {
  const matches = window.filter((submission) => matchesSearch(submission, search));
  return { items: matches.slice(0, limit), total: matches.length };
}
