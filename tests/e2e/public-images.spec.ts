import type { Page } from '@playwright/test';
import { DEMO_NEWS_DETAIL_PATH } from '../../src/server/seed/demo-news';
import { waitForApp } from './support/app-ready';
import { expect, test } from './fixtures';

/**
 * The pictures the server puts in a public page's HTML (issue 16) are the ones the app renders:
 * the same addresses when the app draws the page itself after a navigation (so hydration of the
 * server's HTML has nothing to change), and they load.
 */

/** The addresses of the page's content pictures, and whether each has loaded. */
const pictures = (page: Page) =>
  page.locator('main img[src*="/api/images/"]').evaluateAll((images) =>
    images.map((img) => ({
      src: img.getAttribute('src'),
      loaded: (img as unknown as { naturalWidth: number }).naturalWidth > 0,
    })),
  );

for (const [path, name] of [
  ['/struktur', 'Struktur'],
  ['/berita', 'Berita'],
  [DEMO_NEWS_DETAIL_PATH, 'Berita'],
] as const) {
  test(`${path}: the server's pictures are the app's own, and they load`, async ({
    page,
    portal,
  }) => {
    await page.goto(`${portal.url}${path}`);
    await waitForApp(page);
    const fromServer = await pictures(page);
    expect(fromServer.length).toBeGreaterThan(0);

    // The app draws the page itself: away through the menu, then back in history.
    await page
      .getByRole('link', { name: name === 'Berita' ? 'Struktur' : 'Berita' })
      .first()
      .click();
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect
      .poll(async () => (await pictures(page)).map((p) => p.src))
      .toEqual(fromServer.map((p) => p.src));
    // Lazy pictures below the fold load when scrolled to; the first ones have loaded.
    await expect.poll(async () => (await pictures(page))[0]?.loaded).toBe(true);
  });
}
