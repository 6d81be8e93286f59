import type { Page } from '@playwright/test';

/**
 * Resolves when the idle clock of SPEC.md §9 has started in the page's next document. The clock's
 * code loads after the session is known, and counts from when it mounts: time fast-forwarded
 * before then is time it never sees. The mount that starts it also fetches the warning's code
 * (the effects of InactivityLogout, and of VoterInactivityLogout for a voter), so that request means the clock runs. Call this before the step
 * that loads the page (sign-in, reload, goto) and await it after.
 */
export function idleClockStarts(page: Page): Promise<unknown> {
  return page.waitForRequest((request) => /\/IdleWarningDialog-[^/]+\.js$/.test(request.url()));
}
