import type { Page, Request } from '@playwright/test';

// The idle clock of SPEC.md §9 loads after the session is known and counts from when it mounts:
// time fast-forwarded before then is time it never sees. The mount that starts it also fetches
// the warning's code (the effects of InactivityLogout, and of VoterInactivityLogout for a voter),
// once per document, so that request means the clock runs.
const isWarningChunk = (request: Request) => /\/IdleWarningDialog-[^/]+\.js$/.test(request.url());

/**
 * Resolves when the idle clock has started in this document, for a sign-in through the form (no
 * new document). Call it before the sign-in and await it after.
 */
export function idleClockStarts(page: Page): Promise<unknown> {
  return page.waitForRequest(isWarningChunk);
}

/**
 * Resolves when the idle clock has started in the page's next document (goto, reload). A request
 * from the document being left does not count: right after a sign-in, that document may still be
 * starting its own clock when the next one is asked for, and on a busy machine its request comes
 * after this is called (CI's failure of the voter's idle test). Only requests after the next
 * document's DOMContentLoaded count; the clock cannot start before it, as it waits for the session,
 * which is asked over the network once the page's scripts have run. Call it before the step that
 * loads the page and await it after.
 */
export function idleClockStartsInNextDocument(page: Page): Promise<Request> {
  return new Promise((resolve) => {
    let nextDocument = false;
    const onLoaded = () => {
      nextDocument = true;
    };
    const onRequest = (request: Request) => {
      if (!nextDocument || !isWarningChunk(request)) return;
      page.off('domcontentloaded', onLoaded);
      page.off('request', onRequest);
      resolve(request);
    };
    page.on('domcontentloaded', onLoaded);
    page.on('request', onRequest);
  });
}
