import path from 'node:path';
import type { Locator, Page, PageAssertionsToHaveScreenshotOptions } from '@playwright/test';

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

/** What a stop's screenshot is taken of, and how. */
export interface Shot {
  target: Page | Locator;
  options: PageAssertionsToHaveScreenshotOptions;
}

/**
 * Readies the page for its screenshot:
 * - a page with a dialog or drawer open: the topmost dialog alone. Its page behind is a stop of
 *   its own, and where the page was scrolled to when it opened (a button scrolled into view, the
 *   scroll lock) changed from run to run;
 * - a page listing submissions: its top as the screen shows it, the list painted over (below);
 * - any other page: whole, once scrolled through to its end and back, as a reader does: parts
 *   loaded only when they come on screen (the transparency page's chart) are then there.
 *
 * Pictures are hidden by looks-images.css. Masked (painted over in one colour; the place and size
 * of what they cover are still compared): the server's own address written out, and the QR codes
 * that encode it (the printed ticket's, an asset's): they hold the server's port, which is drawn
 * anew on every run.
 */
export async function readyForShot(page: Page): Promise<Shot> {
  // Mantine's dialogs and drawers, and the browser's own modal <dialog> (the idle warning).
  const dialogs = page.locator(
    '[role="dialog"]:visible, [aria-modal="true"]:visible, dialog[open]:visible',
  );
  if ((await dialogs.count()) > 0) {
    return { target: dialogs.last(), options: shotOptions(page) };
  }
  const submissionLists = page.locator('ul').filter({ hasText: /BEM-\d{4}-\d{5}/ });
  if ((await submissionLists.count()) > 0) {
    // Lists of submissions (Kelola Berkas KM, the work queues) are ordered by the time each was
    // sent, and on this server's slowed clock several are sent within one millisecond: their
    // order, and which of them the first page shows, changes from run to run. Taken as the
    // screen shows the page's top, with the list painted over: its place and size still count,
    // as does all around it (the status filter); its items' styles are checked by
    // unstyledComponents.
    await page.evaluate('window.scrollTo(0, 0)');
    return {
      target: page,
      options: { ...shotOptions(page), fullPage: false, mask: [...masks(page), submissionLists] },
    };
  }
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
  return { target: page, options: { ...shotOptions(page), fullPage: true } };
}

function shotOptions(page: Page): PageAssertionsToHaveScreenshotOptions {
  return { ...SCREENSHOT, stylePath: IMAGES_CSS, mask: masks(page), maskColor: '#8a8f98' };
}

/**
 * What holds the server's port (its address written out and the QR codes that encode it) and what
 * counts down in real time (the idle warning's seconds: 0:54 or 0:53 as the machine is quick).
 */
function masks(page: Page): Locator[] {
  return [
    page.getByTestId('idle-countdown'),
    page.getByTestId('print-tracking-url'),
    page.getByTestId('print-qr'),
    page.getByRole('img', { name: /^Kode QR / }),
    page.getByText(/^https?:\/\/127\.0\.0\.1:\d+\//),
  ];
}
