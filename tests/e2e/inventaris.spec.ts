import fs from 'node:fs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { asetResource } from '../../src/shared/keterbukaan/aset-resource';
import type { AsetRecord } from '../../src/shared/keterbukaan/aset-list';
import { DEMO_ASET_PRIVATE, DEMO_ASET_WITH_PICTURES } from '../../src/server/seed/demo-aset';
import { startTempServer, type TempServer } from '../support/temp-server';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import { signInThroughForm } from './support/sign-in';

/**
 * Inventaris Aset as its visitors and admins use it (issue 17 item 5, 6, 7): nine more assets per
 * "Muat Aset Lebih Banyak", a download holding exactly the filtered rows, a private asset's page
 * not found, and a printed label whose QR code opens the asset's page under the configured public
 * address, decoded from the label's pixels.
 */

const LIST = '/keterbukaan-informasi/inventaris';

const assetsOf = (server: TempServer) =>
  server.services.resources.of(asetResource).list() as AsetRecord[];
const assetNamed = (server: TempServer, name: string) => {
  const found = assetsOf(server).find((aset) => aset.namaAset === name);
  if (!found) throw new Error(`demo asset "${name}" missing`);
  return found;
};

/** The text a QR code on a canvas encodes, read from its PNG like a phone's camera would. */
async function decodeCanvas(dataUrl: string): Promise<string | undefined> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

test('"Muat Aset Lebih Banyak" adds the next nine assets, and the address keeps them', async ({
  page,
  portal,
}) => {
  const published = assetsOf(portal).filter((aset) => aset.published).length;
  expect(published).toBeGreaterThan(18);
  await page.goto(`${portal.url}${LIST}`);
  const cards = page.getByTestId('aset-card');
  await expect(cards).toHaveCount(9);
  const more = page.getByRole('button', { name: 'Muat Aset Lebih Banyak' });
  await more.click();
  await expect(cards).toHaveCount(18);
  await expect(page).toHaveURL(/[?&]halaman=2/);
  await expect(page.getByText(`Menampilkan 18 dari ${published} aset`)).toBeVisible();
  await page.reload();
  await expect(cards).toHaveCount(18);
  await more.click();
  await expect(cards).toHaveCount(published);
  await expect(more).toBeHidden();
});

test('"Unduh CSV" of a filtered list holds exactly the filtered rows', async ({ page, portal }) => {
  await page.goto(`${portal.url}${LIST}`);
  await waitForApp(page);
  await page.getByRole('combobox', { name: 'Kondisi' }).selectOption('Baik');
  await page.getByRole('combobox', { name: 'Ketersediaan' }).selectOption('boleh');
  await page.getByRole('combobox', { name: 'Lokasi' }).selectOption('Gudang Student Center');
  await expect(page).toHaveURL(/kondisi=Baik/);
  await expect(page).toHaveURL(/pinjam=boleh/);
  // Decided here from the stored assets, not by the page.
  const expected = assetsOf(portal)
    .filter(
      (aset) =>
        aset.published &&
        aset.statusKondisi === 'Baik' &&
        aset.dapatDipinjamkan &&
        aset.lokasiPenyimpanan === 'Gudang Student Center',
    )
    .map((aset) => aset.namaAset)
    .sort();
  expect(expected.length).toBeGreaterThan(1);
  await expect(page.getByTestId('aset-card')).toHaveCount(expected.length);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inventaris-aset-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split('\r\n');
  expect(header).toContain('"Nama Aset"');
  const names = rows.map((row) => JSON.parse(row.split(',')[1]!) as string).sort();
  expect(names).toEqual(expected);
  expect(csv).not.toContain(DEMO_ASET_PRIVATE);
});

test("a private asset's address shows not found, for a visitor and after a click alike", async ({
  page,
  portal,
}) => {
  const hidden = assetNamed(portal, DEMO_ASET_PRIVATE);
  expect(hidden.published).toBe(false);
  const response = await page.goto(`${portal.url}${LIST}/${hidden.id}`);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
  ).toBeVisible();
  await expect(page.getByText(DEMO_ASET_PRIVATE)).toHaveCount(0);
  // A public one opens from its card, with its facts.
  await page.goto(`${portal.url}${LIST}`);
  await waitForApp(page);
  await page.getByRole('link', { name: DEMO_ASET_WITH_PICTURES }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: DEMO_ASET_WITH_PICTURES }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /Kode Aset BEM-KRS-01/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Tampilkan gambar 2/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Terakhir Diperbarui/ })).toContainText('WIB');
});

test('the QR code of a printed label decodes to the asset’s page under the configured public address', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Not the address the browser uses: the label must follow BEM_PUBLIC_URL, not the page.
  const publicUrl = 'http://inventaris.bem-kampus.test';
  const server = await startTempServer({ publicUrl });
  const page = await browser.newPage();
  try {
    const lent = assetNamed(server, 'Handy Talky Baofeng UV-5R');
    const chairs = assetNamed(server, 'Kursi Lipat Chitose');
    await signInThroughForm(page, server.url, 'pora@bem.demo');
    await page.goto(`${server.url}/admin/aset-bem`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kelola Aset' })).toBeVisible();
    await page.getByRole('checkbox', { name: `Pilih: ${lent.namaAset}` }).check();
    await page.getByRole('checkbox', { name: `Pilih: ${chairs.namaAset}` }).check();
    await page.getByRole('button', { name: 'Cetak Label' }).click();
    await expect(page).toHaveURL(/\/admin\/aset-bem\/cetak-label\?/);
    const labels = page.getByTestId('aset-label');
    await expect(labels).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeEnabled();

    for (const aset of [lent, chairs]) {
      const label = page.locator(`[data-testid="aset-label"][data-aset-id="${aset.id}"]`);
      await expect(label).toContainText(aset.namaAset);
      await expect(label).toContainText(aset.kodeAset);
      await expect(label).toContainText(aset.lokasiPenyimpanan);
      // The e2e project has no DOM types: the canvas is typed by what is used of it.
      const png = await label
        .locator('canvas')
        .evaluate((canvas) =>
          (canvas as unknown as { toDataURL(type: string): string }).toDataURL('image/png'),
        );
      expect(await decodeCanvas(png)).toBe(
        `${publicUrl}/keterbukaan-informasi/inventaris/${aset.id}`,
      );
    }
    // The address a label opens is the asset's public page on this server too.
    await page.goto(`${server.url}/keterbukaan-informasi/inventaris/${chairs.id}`);
    await expect(page.getByRole('heading', { level: 1, name: chairs.namaAset })).toBeVisible();
  } finally {
    await page.close();
    await server.dispose();
  }
});
