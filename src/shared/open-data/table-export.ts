/**
 * Lists offered as open data (the transparency pages, the activity history): one declaration of
 * the columns gives both the CSV a spreadsheet opens and the JSON a program reads, from either
 * backend. Amounts stay numbers (Rp 1.500.000 is exported as 1500000), text is text.
 */

/** A cell: text, a number (exported as written by a program: 1500000, 12.5), or empty. */
export type ExportValue = string | number | null;

export interface ExportColumn<Row> {
  /** The JSON key: stable, ASCII, what a program reads (`totalDisetujui`). */
  key: string;
  /** The CSV header: what a person reads (`Total Disetujui (Rp)`). */
  header: string;
  value: (row: Row) => ExportValue;
}

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, tab, carriage return) is prefixed
 * with an apostrophe (OWASP "CSV injection"), then quoted. A number is written bare, so it stays a
 * number; one that is not finite has no value and is left empty.
 */
export function csvCell(value: ExportValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * The rows as CSV: a byte-order mark (Excel then reads UTF-8), the header row, CRLF line ends,
 * every text cell quoted and formulas neutralised.
 */
export function toCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  const header = columns.map((column) => csvCell(column.header)).join(',');
  const lines = rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(','));
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}

/** The rows as JSON objects keyed by the columns' keys (null for an empty cell). */
export function toJsonRows<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): Record<string, ExportValue>[] {
  return rows.map((row) => {
    const record: Record<string, ExportValue> = {};
    for (const column of columns) {
      const value = column.value(row);
      record[column.key] = typeof value === 'number' && !Number.isFinite(value) ? null : value;
    }
    return record;
  });
}
