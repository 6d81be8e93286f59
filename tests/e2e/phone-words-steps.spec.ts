import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import { publishedResults } from './support/evoting-tour';

// On a 390 px and a 360 px phone (issue 35, item 2): the results page breaks no word inside, the
// wizard's three steps stay on one row, and an empty required field keeps its grey example text.

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];

/**
 * Runs in the page: every word under `selector` drawn on more than one line, i.e. broken inside
 * ("No. Uru|t"). Words split at spaces and dashes, where a line may break; text in a box under
 * 2 px wide (visually hidden) is not drawn, and codes of 30 characters or more (the ballots'
 * trackers, fingerprints) are wider than a phone and may break. A string: the e2e code has no
 * DOM types.
 */
const brokenWords = (selector: string) => `(() => {
  const root = document.querySelector(${JSON.stringify(selector)});
  if (!root) return ['nothing matches ${selector}'];
  const broken = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.getBoundingClientRect().width < 2) continue;
    const words = /[^\\s\\-–]+/g;
    for (let match = words.exec(node.textContent); match; match = words.exec(node.textContent)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1 && match[0].length < 30) broken.push(match[0]);
    }
  }
  return broken;
})()`;

const wordsBrokenIn = (page: Page, selector: string) =>
  page.evaluate<string[]>(brokenWords(selector));

for (const viewport of PHONES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    test('the published results break no word inside', async ({ page }) => {
      await page.goto('/pemilihan');
      await publishedResults(page);
      const table = page.getByRole('table', { name: 'Perolehan Suara' });
      await expect(table.getByRole('columnheader', { name: 'No. Urut' })).toBeVisible();
      expect(await wordsBrokenIn(page, 'main')).toEqual([]);
      // Whole words, yet the table stays inside its card's padding (16 px).
      const card = await page.getByRole('region', { name: 'Perolehan Suara' }).boundingBox();
      const box = await table.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width - 16 + 0.5);
    });

    test("the wizard's three steps stand on one row, their labels whole", async ({ page }) => {
      await page.goto('/layanan/berkaskm/ajukan');
      await waitForApp(page);
      const stepper = page.getByLabel('Langkah pengajuan');
      const names = ['Informasi Dasar', 'Kelengkapan Berkas', 'Konfirmasi'];
      const boxes = await Promise.all(
        names.map((name) => stepper.getByText(name, { exact: true }).boundingBox()),
      );
      const tops = boxes.map((box) => box?.y);
      expect(
        tops.every((top) => top !== undefined && Math.abs(top - tops[0]!) < 2),
        `${tops}`,
      ).toBe(true);
      expect(await wordsBrokenIn(page, '[aria-label="Langkah pengajuan"]')).toEqual([]);
      // And within the card's padding, where the stepper itself ends.
      const row = await stepper.boundingBox();
      const last = boxes[2]!;
      expect(last.x + last.width).toBeLessThanOrEqual(row!.x + row!.width + 0.5);
    });
  });
}

test.describe('an empty required field of the wizard', () => {
  test.use({ viewport: PHONES[0] });

  test('says it is required, and keeps its example text grey, not red', async ({ page }) => {
    await page.goto('/layanan/berkaskm/ajukan');
    await waitForApp(page);
    const field = page.getByRole('textbox', { name: 'Nama Kegiatan' });
    await expect(field).toHaveAttribute('placeholder', /^Contoh: /);
    const id = JSON.stringify(await field.getAttribute('id'));
    const style = (pseudo: string | null, property: string) =>
      page.evaluate<string>(
        `getComputedStyle(document.getElementById(${id}), ${JSON.stringify(pseudo)}).${property}`,
      );
    const grey = await style('::placeholder', 'color');
    const calmBorder = await style(null, 'borderColor');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await style('::placeholder', 'color')).toBe(grey);
    // The error itself still shows: the field's border turns red.
    expect(await style(null, 'borderColor')).not.toBe(calmBorder);
  });
});
