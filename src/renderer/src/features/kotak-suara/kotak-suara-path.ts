import type { BuiltPublicPath } from '../../shell/navigation/built-pages';

/** A Belenios election's public ballot box (issue 34): every ballot's tracker. */
export const BALLOT_BOX_ROUTE = '/pemilihan/:eventId/kotak-suara' satisfies BuiltPublicPath;

/** The query string that opens the box with a tracker already searched (the booth's link). */
export const TRACKER_PARAM = 'pelacak';

/** "Lihat Kotak Suara"'s target; with the voter's tracker, the box opens on it. */
export function ballotBoxPath(eventId: string, tracker?: string): string {
  const path = BALLOT_BOX_ROUTE.replace(':eventId', encodeURIComponent(eventId));
  return tracker ? `${path}?${new URLSearchParams({ [TRACKER_PARAM]: tracker })}` : path;
}
