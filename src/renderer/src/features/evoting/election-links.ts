import { publicPageExists } from '../../shell/navigation/built-pages';

/**
 * The booth and the results are the next issue's pages (SPEC.md §2: /voting/{eventId},
 * /hasil/{eventId}). A card links to one only once it is built, so no button leads to a 404;
 * the buttons appear by themselves when those routes land in BUILT_PUBLIC_PATHS.
 */
export const BALLOT_ROUTE = '/voting/:eventId';
export const RESULTS_ROUTE = '/hasil/:eventId';

const pathOf = (route: string, eventId: string): string | null =>
  publicPageExists(route) ? route.replace(':eventId', encodeURIComponent(eventId)) : null;

/** "Masuk Bilik Suara"'s target, or null while the booth is not built. */
export const ballotPath = (eventId: string): string | null => pathOf(BALLOT_ROUTE, eventId);

/** "Lihat Hasil"'s target, or null while the results page is not built. */
export const resultsPath = (eventId: string): string | null => pathOf(RESULTS_ROUTE, eventId);
