import { formatDateTime } from '../../lib/dates';

export { saveBlob } from '../../lib/save-blob';

/** log-aktivitas-YYYY-MM-DD.csv, dated in the portal's time zone. */
export const historiCsvFileName = (now: Date = new Date()): string =>
  `log-aktivitas-${formatDateTime(now, 'YYYY-MM-DD')}.csv`;
