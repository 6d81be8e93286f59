/**
 * How long the main thread kept a visitor waiting once the page had painted: the long tasks after
 * First Contentful Paint and their blocking time (the part of each beyond 50 ms, summed), as
 * Lighthouse counts Total Blocking Time. A task running across FCP counts with its part after
 * FCP only; the window ends when the page was read (after the load event and a quiet period).
 */
import type { LongTask } from './page-observer';

/** A task shorter than this does not block input noticeably (the Long Tasks API's threshold). */
export const LONG_TASK_MS = 50;

export interface BlockingAfterPaint {
  /** Long tasks whose part after FCP is longer than 50 ms. */
  longTasks: number;
  blockingMs: number;
}

export function blockingAfterPaint(
  tasks: readonly LongTask[],
  fcpMs: number | null,
): BlockingAfterPaint | null {
  // Without a first paint, "after the first paint" has no start.
  if (fcpMs === null) return null;
  let longTasks = 0;
  let blockingMs = 0;
  for (const task of tasks) {
    const end = task.startTime + task.duration;
    const afterPaint = end - Math.max(task.startTime, fcpMs);
    if (afterPaint <= LONG_TASK_MS) continue;
    longTasks += 1;
    blockingMs += afterPaint - LONG_TASK_MS;
  }
  return { longTasks, blockingMs };
}
