import { changesText, type FieldChange } from './record-changes';

/** What a row of the export needs (both backends' entries have it). */
export interface CsvEntry {
  timestamp: string;
  oleh: string;
  action: string;
  changes?: readonly FieldChange[];
}

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return) is prefixed
 * with an apostrophe (OWASP "CSV injection"), then quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The activity history as CSV, the same from both backends: a byte-order mark (Excel then reads
 * UTF-8), a header row, every cell quoted, formulas neutralised, and what an edit changed.
 */
const jakartaTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Jakarta',
});

/** "2 Okt 2025, 08.00.00": the export's times, in Asia/Jakarta whatever the machine's zone. */
export const jakartaCsvTime = (iso: string): string => jakartaTime.format(new Date(iso));

export function historiCsv(
  entries: readonly CsvEntry[],
  formatTime: (iso: string) => string = jakartaCsvTime,
): string {
  const header = ['Waktu', 'Oleh', 'Aktivitas', 'Perubahan'].map(csvCell).join(',');
  const rows = entries.map((e) =>
    [formatTime(e.timestamp), e.oleh, e.action, changesText(e.changes ?? [])]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}
