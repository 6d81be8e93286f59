import { historiQuerySchema } from '../../../../shared/auth-api';
import { dayjs, PORTAL_TIME_ZONE } from '../../lib/dates';
import type { HistoriFilter } from '../contract';
import { validInput } from './validate-input';

/**
 * How a Histori filter becomes a Firestore read (pure, so it can be tested without Firestore).
 *
 * The dates become a range on `timestamp`, which Firestore answers. "Oleh" and "Aktivitas" are
 * matched as the embedded server matches them — a case-insensitive part of the text (SQL LIKE
 * '%…%') — which Firestore cannot query (it has equality and prefix ranges only, no substring
 * search), so they are applied to the read documents. A filter with text therefore reads every
 * entry of its date range; one without reads only its page.
 */
export interface HistoriQueryPlan {
  /** First instant of the `from` day in Asia/Jakarta. */
  start?: Date;
  /** Last instant of the `to` day in Asia/Jakarta. */
  end?: Date;
  /** Lower-cased needles matched client-side. */
  oleh?: string;
  action?: string;
}

export function jakartaDayStart(date: string): Date {
  return dayjs.tz(date, PORTAL_TIME_ZONE).startOf('day').toDate();
}

export function jakartaDayEnd(date: string): Date {
  return dayjs.tz(date, PORTAL_TIME_ZONE).endOf('day').toDate();
}

/** Validates the filter like the server (VALIDATION with field messages) and plans the read. */
export function historiQueryPlan(filter: HistoriFilter): HistoriQueryPlan {
  // Empty fields are no filter, as the http adapter leaves them out of its query string.
  const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value));
  const valid = validInput(historiQuerySchema, given);
  const oleh = valid.oleh?.trim().toLowerCase();
  const action = valid.action?.trim().toLowerCase();
  return {
    ...(valid.from ? { start: jakartaDayStart(valid.from) } : {}),
    ...(valid.to ? { end: jakartaDayEnd(valid.to) } : {}),
    ...(oleh ? { oleh } : {}),
    ...(action ? { action } : {}),
  };
}

export function needsClientFilter(plan: HistoriQueryPlan): boolean {
  return plan.oleh !== undefined || plan.action !== undefined;
}

export function matchesPlan(
  entry: { oleh: string; action: string },
  plan: HistoriQueryPlan,
): boolean {
  return (
    (plan.oleh === undefined || entry.oleh.toLowerCase().includes(plan.oleh)) &&
    (plan.action === undefined || entry.action.toLowerCase().includes(plan.action))
  );
}

/** A stable text key of the plan's Firestore part, for remembering page cursors per filter. */
export function rangeKey(plan: HistoriQueryPlan): string {
  return `${plan.start?.toISOString() ?? ''}..${plan.end?.toISOString() ?? ''}`;
}
