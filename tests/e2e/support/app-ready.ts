import { expect, type Page } from '@playwright/test';
import { EARLY_INPUT } from '../../../src/shared/early-input';

/**
 * Waits until the app has taken over the server's HTML: from then on links move inside the app
 * (one document, one history) instead of loading a new page.
 */
export async function waitForApp(page: Page): Promise<void> {
  // Polled from here: the site's CSP forbids the string evaluation waitForFunction would need.
  await expect
    .poll(() => page.evaluate<boolean>(`window[${JSON.stringify(EARLY_INPUT.ready)}] === true`))
    .toBe(true);
}
