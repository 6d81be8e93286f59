import type { HistoriEntry } from '../contract';

/**
 * The activity history as CSV, exactly as the embedded server writes it
 * (src/server/histori/histori-csv.ts, which the renderer may not import): a byte-order mark, a
 * header row, every cell quoted, and cells a spreadsheet would run as formulas neutralised.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const jakartaTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Jakarta',
});

export function historiCsv(
  entries: readonly HistoriEntry[],
  formatTime: (iso: string) => string = (iso) => jakartaTime.format(new Date(iso)),
): string {
  const header = ['Waktu', 'Oleh', 'Aktivitas'].map(csvCell).join(',');
  const rows = entries.map((e) =>
    [formatTime(e.timestamp), e.oleh, e.action].map(csvCell).join(','),
  );
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}
