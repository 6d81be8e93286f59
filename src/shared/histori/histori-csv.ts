import { toCsv, type ExportColumn } from '../open-data/table-export';
import { changesText, type FieldChange } from './record-changes';

/** What a row of the export needs (both backends' entries have it). */
export interface CsvEntry {
  timestamp: string;
  oleh: string;
  action: string;
  changes?: readonly FieldChange[];
}

const jakartaTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Jakarta',
});

/** "2 Okt 2025, 08.00.00": the export's times, in Asia/Jakarta whatever the machine's zone. */
export const jakartaCsvTime = (iso: string): string => jakartaTime.format(new Date(iso));

/**
 * The activity history as CSV, the same from both backends (open-data/table-export.ts: every
 * cell quoted, formulas neutralised), with what an edit changed.
 */
export function historiCsv(
  entries: readonly CsvEntry[],
  formatTime: (iso: string) => string = jakartaCsvTime,
): string {
  const columns: ExportColumn<CsvEntry>[] = [
    { key: 'waktu', header: 'Waktu', value: (e) => formatTime(e.timestamp) },
    { key: 'oleh', header: 'Oleh', value: (e) => e.oleh },
    { key: 'aktivitas', header: 'Aktivitas', value: (e) => e.action },
    { key: 'perubahan', header: 'Perubahan', value: (e) => changesText(e.changes ?? []) },
  ];
  return toCsv(columns, entries);
}
