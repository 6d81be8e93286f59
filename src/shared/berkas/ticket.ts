/** Ticket numbers of SI-BERKAS: BEM-{year}-{5 digits} (SPEC.md §9). */
export const TICKET_PATTERN = /^BEM-(\d{4})-(\d{5})$/;

export function formatTicket(year: number, number: number): string {
  return `BEM-${year}-${String(number).padStart(5, '0')}`;
}

/** Trims and upper-cases what a visitor typed; null when it cannot be a ticket. */
export function normaliseTicket(input: string): string | null {
  const ticket = input.trim().toUpperCase();
  return TICKET_PATTERN.test(ticket) ? ticket : null;
}

export const ticketPlaceholder = (year: number) => `BEM-${year}-XXXXX`;
