import type { HistoriEntry } from './histori-service';

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return) is prefixed
 * with an apostrophe (OWASP "CSV injection"), then quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function historiCsv(
  entries: readonly HistoriEntry[],
  formatTime: (iso: string) => string,
): string {
  const header = ['Waktu', 'Oleh', 'Aktivitas'].map(csvCell).join(',');
  const rows = entries.map((e) =>
    [formatTime(e.timestamp), e.oleh, e.action].map(csvCell).join(','),
  );
  // The byte-order mark makes Excel read the file as UTF-8.
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}
