import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import { signInThroughForm } from './support/sign-in';

/**
 * Over HTTP/1.1 a browser gives a site six connections, and every live topic the embedded backend
 * follows holds one for as long as it is watched (http/live-stream.ts). A page holding six would
 * leave its next request (the availability question, the booking) waiting for ever: each page
 * keeps at most four open at once, from its load until it has settled (issue 20).
 */
const MAX_OPEN_STREAMS = 4;
// Long enough for every read and every once-read of a page to have come and gone.
const SETTLE_MS = 3_000;

/** Counts the page's open /api/live requests from the browser's own network log. */
async function watchStreams(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const open = new Map<string, string>();
  let most = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!new URL(event.request.url).pathname.startsWith('/api/live/')) return;
    open.set(event.requestId, event.request.url);
    most = Math.max(most, open.size);
  });
  cdp.on('Network.loadingFinished', (event) => open.delete(event.requestId));
  cdp.on('Network.loadingFailed', (event) => open.delete(event.requestId));
  return {
    most: () => most,
    open: () => [...open.values()].map((url) => new URL(url).pathname),
  };
}

async function expectFewStreams(page: Page, path: string, then?: () => Promise<void>) {
  const streams = await watchStreams(page);
  await page.goto(path);
  await waitForApp(page);
  await page.waitForTimeout(SETTLE_MS);
  if (then) {
    await then();
    await page.waitForTimeout(SETTLE_MS);
  }
  expect(streams.open().length, `${path}: ${streams.open().join(', ')}`).toBeGreaterThan(0);
  expect(streams.most(), `${path}: paling banyak aliran terbuka sekaligus`).toBeLessThanOrEqual(
    MAX_OPEN_STREAMS,
  );
}

test.describe('live streams per page', () => {
  for (const path of ['/', '/agenda', '/pinjam-sc/kelola', '/pinjam-sc/absensi']) {
    test(`${path} keeps at most ${MAX_OPEN_STREAMS} open`, async ({ page }) => {
      await expectFewStreams(page, path);
    });
  }

  test('/pinjam-sc keeps at most four open, with its calendar and its form', async ({ page }) => {
    await expectFewStreams(page, '/pinjam-sc', async () => {
      await page.getByRole('heading', { name: 'Formulir Peminjaman' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('textbox', { name: 'Penanggung Jawab' })).toBeVisible();
    });
  });

  test('Kelola Peminjaman SC keeps at most four open on its list of bookings', async ({
    page,
    portal,
  }) => {
    await signInThroughForm(page, portal.url, 'pora@bem.demo');
    await expectFewStreams(page, '/admin/peminjaman-sc', async () => {
      await expect(page.getByRole('tab', { name: 'Daftar Peminjaman' })).toBeVisible();
    });
  });
});
