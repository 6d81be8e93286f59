import type { BuiltPublicPath } from '../../shell/navigation/built-pages';

/** The booth and the results of an election (SPEC.md §2: /voting/{eventId}, /hasil/{eventId}). */
export const BALLOT_ROUTE = '/voting/:eventId' satisfies BuiltPublicPath;
export const RESULTS_ROUTE = '/hasil/:eventId' satisfies BuiltPublicPath;

const pathOf = (route: string, eventId: string): string =>
  route.replace(':eventId', encodeURIComponent(eventId));

/** "Masuk Bilik Suara"'s target. */
export const ballotPath = (eventId: string): string => pathOf(BALLOT_ROUTE, eventId);

/** "Lihat Hasil"'s target. */
export const resultsPath = (eventId: string): string => pathOf(RESULTS_ROUTE, eventId);
