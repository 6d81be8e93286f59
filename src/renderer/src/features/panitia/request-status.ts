/** The committee area of an election, and its pages (SPEC.md §2). */
export const panitiaPath = (eventId: string, page = 'ringkasan'): string =>
  `/panitia/${encodeURIComponent(eventId)}/${page}`;
