/** The public tracking address of a ticket (SI-LAKAS fills it in and searches at once). */
export const trackingUrl = (origin: string, ticketId: string): string =>
  `${origin}/layanan/berkaskm/lacak?ticket=${encodeURIComponent(ticketId)}`;
