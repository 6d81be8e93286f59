/**
 * Finding a tracker in the ballot box: exact or by its beginning (a voter may type only the first
 * characters), case-sensitive as Base64 is. Whitespace around a pasted tracker is ignored.
 */
export interface TrackerSearch {
  query: string;
  /** The trackers that begin with the query, in the box's order. */
  matches: string[];
  /** The query is a whole tracker in the box. */
  exact: boolean;
}

export function searchTrackers(trackers: readonly string[], typed: string): TrackerSearch {
  const query = typed.trim();
  if (query === '') return { query, matches: [...trackers], exact: false };
  const matches = trackers.filter((tracker) => tracker.startsWith(query));
  return { query, matches, exact: matches.includes(query) };
}
