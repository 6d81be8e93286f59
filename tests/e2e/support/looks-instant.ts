/**
 * The one instant the screenshot tests live at, on the server (its demo data is seeded relative
 * to it) and in the browser. A Monday morning in Jakarta, so the week's calendar and "today" are
 * the same on every run.
 */
export const LOOKS_INSTANT = Date.parse('2026-11-16T09:00:00+07:00');

/**
 * How fast the server's clock moves from LOOKS_INSTANT: a whole run passes in a few seconds of
 * its time, so what the tour creates is stamped with the same minute on every run, while code
 * that measures durations still sees time go forward.
 */
export const LOOKS_CLOCK_RATE = 1 / 100;
