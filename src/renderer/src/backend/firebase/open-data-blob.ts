import type { OpenDataFormat } from '../open-data';
import { toCsv, toJsonRows, type ExportColumn } from '../../../../shared/open-data/table-export';

/**
 * A transparency page's download as the embedded server's open-data routes send it: the CSV of
 * the columns, or the JSON rows (or richer ones, where the JSON carries nested lists).
 */
export function openDataBlob<Row>(
  format: OpenDataFormat,
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  jsonRows: (rows: readonly Row[]) => unknown[] = (all) => toJsonRows(columns, all),
): Blob {
  return format === 'csv'
    ? new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' })
    : new Blob([JSON.stringify(jsonRows(rows))], { type: 'application/json;charset=utf-8' });
}
