import { formatDateTime } from '../../lib/dates';

/** log-aktivitas-YYYY-MM-DD.csv, dated in the portal's time zone. */
export const historiCsvFileName = (now: Date = new Date()): string =>
  `log-aktivitas-${formatDateTime(now, 'YYYY-MM-DD')}.csv`;
