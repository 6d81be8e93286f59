import { formatDateTime } from '../../lib/dates';

/** log-aktivitas-YYYY-MM-DD.csv, dated in the portal's time zone. */
export const historiCsvFileName = (now: Date = new Date()): string =>
  `log-aktivitas-${formatDateTime(now, 'YYYY-MM-DD')}.csv`;

/** Saves a file the server generated, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
