import path from 'node:path';
import type { Page, PageAssertionsToHaveScreenshotOptions } from '@playwright/test';

const IMAGES_CSS = path.resolve('tests/e2e/support/looks-images.css');

/** The two screens every page of the tour is compared at. */
export const LOOKS_WIDTHS = [
  { label: 'ponsel', viewport: { width: 390, height: 844 } },
  { label: 'pc', viewport: { width: 1440, height: 900 } },
] as const;

/**
 * How much a page may differ from its baseline. `threshold` (per pixel, YIQ distance 0–1) lets
 * a glyph edge antialiased a shade differently pass; `maxDiffPixelRatio` lets a few such edges
 * add up. A component without its stylesheet moves or recolours whole boxes: far more (the
 * removed-stylesheet check in looks.spec.ts prints by how much).
 */
export const SCREENSHOT: PageAssertionsToHaveScreenshotOptions = {
  animations: 'disabled',
  caret: 'hide',
  scale: 'css',
  threshold: 0.2,
  maxDiffPixelRatio: 0.002,
  timeout: 15_000,
};

/** A stop's file name: "Kelola Berkas KM, detail (banggar)" → "kelola-berkas-km-detail-banggar". */
export function shotName(stopName: string): string {
  return stopName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Readies the page for its screenshot and gives the options for it:
 * - a page with a dialog or drawer open is taken as the screen shows it (the viewport): taken
 *   whole, the dialog and the header, fixed to the viewport, land wherever the page was scrolled
 *   to and the page's top shows without its header;
 * - any other page is taken whole, once scrolled through to its end and back, as a reader does:
 *   parts loaded only when they come on screen (the transparency page's chart) are then there.
 *
 * Pictures are hidden by looks-images.css. Masked (painted over in one colour; the place and size
 * of what they cover are still compared): the server's own address written out, and the QR codes
 * that encode it (the printed ticket's, an asset's): they hold the server's port, which is drawn
 * anew on every run.
 */
export async function readyForShot(page: Page): Promise<PageAssertionsToHaveScreenshotOptions> {
  const overlaid =
    (await page.locator('[role="dialog"]:visible, [aria-modal="true"]:visible').count()) > 0;
  if (!overlaid) {
    // A screen at a time: a part that loads when it comes on screen must be seen on the way (a
    // jump to the end passes over it). Not 'networkidle' after: the live lists keep a stream
    // open. Half a second brings a lazy chunk from the local server; a comparison that comes
    // too early is retried until it matches.
    const screens = await page.evaluate<number>(
      'Math.ceil(document.documentElement.scrollHeight / window.innerHeight)',
    );
    for (let screen = 1; screen < screens; screen += 1) {
      await page.evaluate(`window.scrollTo(0, ${screen} * window.innerHeight)`);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(500);
    await page.evaluate('window.scrollTo(0, 0)');
  }
  return {
    ...SCREENSHOT,
    fullPage: !overlaid,
    stylePath: IMAGES_CSS,
    mask: [
      page.getByTestId('print-tracking-url'),
      page.getByTestId('print-qr'),
      page.getByRole('img', { name: /^Kode QR / }),
      page.getByText(/^https?:\/\/127\.0\.0\.1:\d+\//),
    ],
    maskColor: '#8a8f98',
  };
}
