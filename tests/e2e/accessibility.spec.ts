import { expect, test } from './fixtures';
import type { TourContext } from './support/page-tour';
import { prepareTour } from './support/tour-prepare';
import { Sessions } from './support/tour-sessions';

// The accessibility defects of issue 12, as their users met them. axe-core and the English-word
// check on every page of the tour run in looks.spec.ts, in the same visit as its screenshot.

let tour: TourContext;
let sessions: Sessions;

test.beforeAll(async ({ browser, portal }) => {
  tour = await prepareTour(browser, portal.url);
  sessions = new Sessions(browser, portal.url);
});

test.describe('the accessibility defects of issue 12, as their users met them', () => {
  test('dialogs, drawers and notifications close with a button named "Tutup"', async () => {
    const context = await sessions.context('sekjen', { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto('/admin/berkas');
    await page.getByRole('button', { name: new RegExp(`^Buka ${tour.ticketId}`) }).click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('button', { name: 'Tutup' }).click();
    await expect(detail).toBeHidden();

    await page.goto('/admin/kelola-form-berkas');
    await page.getByRole('button', { name: 'Edit: Nama Kegiatan' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('button', { name: 'Tutup' }).click();
    await expect(editor).toBeHidden();

    // A notification: saving a new display name (put back afterwards).
    await page.goto('/admin/profil');
    const name = page.getByLabel('Nama Tampilan');
    const original = await name.inputValue();
    for (const value of [`${original} Uji`, original]) {
      await name.fill(value);
      await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Profil berhasil diperbarui!' });
      await notice.getByRole('button', { name: 'Tutup' }).click();
      await expect(notice).toBeHidden();
    }
    await context.close();
  });

  test('the phone menu adds no second banner', async () => {
    const context = await sessions.context(undefined, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await context.close();
  });

  test('Log Aktivitas at 390 px: reached by keyboard, every column on screen', async () => {
    const context = await sessions.context('master', { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto('/admin/histori');
    const log = page.getByRole('table', { name: 'Log aktivitas' });
    await expect(log.getByRole('row').nth(1)).toBeVisible();
    const region = page.getByRole('region', { name: 'Tabel log aktivitas' });
    await page.getByRole('button', { name: 'Ekspor CSV' }).focus();
    for (
      let i = 0;
      i < 25 && !(await region.evaluate((el) => el === el.ownerDocument.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(region).toBeFocused();
    const cell = log.getByRole('row').nth(1).getByRole('cell').nth(2);
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expect(cell).toContainText(/\S/);
    await context.close();
  });

  test('Naik and Turun keep focus on the moved question', async () => {
    const context = await sessions.context('sekjen', { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto('/admin/kelola-form-berkas');
    const rows = page.getByRole('list', { name: 'Daftar pertanyaan' }).getByRole('listitem');
    await expect(rows.first()).toHaveAccessibleName('Nama Kegiatan');

    await page.getByRole('button', { name: 'Turun: Nama Kegiatan' }).focus();
    await page.keyboard.press('Enter');
    await expect(rows.nth(1)).toHaveAccessibleName('Nama Kegiatan');
    await expect(page.getByRole('button', { name: 'Turun: Nama Kegiatan' })).toBeFocused();
    // The live list brings the saved order a moment later; focus stays.
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('button', { name: 'Turun: Nama Kegiatan' })).toBeFocused();

    // Back to the top: Naik is then disabled, so its neighbour Turun keeps the focus.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Naik: Nama Kegiatan' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows.first()).toHaveAccessibleName('Nama Kegiatan');
    await expect(page.getByRole('button', { name: 'Turun: Nama Kegiatan' })).toBeFocused();
    await context.close();
  });
});
