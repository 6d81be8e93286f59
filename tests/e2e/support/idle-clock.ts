import type { Page, Request } from '@playwright/test';

// The idle clock of SPEC.md §9 loads after the session is known and counts from when it mounts:
// time fast-forwarded before then is time it never sees. The effects that start it (those of
// InactivityLogout, for staff and voters alike) also fetch the keep-alive's code, once
// per document; a fast-forward sent after that request runs after those effects, as the page runs
// one task at a time. The warning's code is no such sign: rendering asks for it, before the effects
// run (CI's voter idle failure, and again in a full local run).
const isKeepAliveChunk = (request: Request) => /\/keep-alive-[^/]+\.js$/.test(request.url());

/**
 * Resolves when the idle clock has started in this document, for a sign-in through the form (no
 * new document). Call it before the sign-in and await it after.
 */
export function idleClockStarts(page: Page): Promise<unknown> {
  return page.waitForRequest(isKeepAliveChunk);
}

/**
 * Resolves when the idle clock has started in the page's next document (goto, reload). A request
 * from the document being left does not count: right after a sign-in, that document may still be
 * starting its own clock when the next one is asked for, and on a busy machine its request comes
 * after this is called (reproduced by holding its code back while the next page loads). Only requests after the next
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
      if (!nextDocument || !isKeepAliveChunk(request)) return;
      page.off('domcontentloaded', onLoaded);
      page.off('request', onRequest);
      resolve(request);
    };
    page.on('domcontentloaded', onLoaded);
    page.on('request', onRequest);
  });
}
