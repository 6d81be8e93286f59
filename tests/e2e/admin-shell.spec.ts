import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { expect, test } from './fixtures';

// The e2e server is shared by every spec of the worker and limits sign-ins per account, so each
// test signs in once, with an account no other spec uses (keuangan, sekjen).

/** Signs in through the /login form like a person; an admin lands on /admin. */
async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  // Mantine's label text ends with the required asterisk, so the field is found by its name.
  await page.getByRole('textbox', { name: 'Kata Sandi', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe('the admin shell on the real server (SPEC.md §2, §4, §6)', () => {
  test('someone not signed in is sent to /login, keeping the page to return to', async ({
    page,
  }) => {
    await page.goto('/admin/profil');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fprofil$/);
  });

  test('an admin of Kementerian Keuangan: sidebar, Ringkasan, new name and photo', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'keuangan@bem.demo');

    const sidebar = page.locator('#admin-sidebar');
    const menu = sidebar.getByRole('navigation', { name: 'Menu admin' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Ringkasan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: 'Edit Profil' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kelola Pengguna' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Log Aktivitas' })).toHaveCount(0);
    await expect(sidebar.getByText('Kementerian Keuangan')).toBeVisible();
    // The phone header is not there on a wide screen.
    await expect(page.getByText('Admin Dashboard')).toBeHidden();

    await expect(
      page.getByRole('heading', { name: /^Selamat (Pagi|Siang|Sore|Malam), Admin!$/ }),
    ).toBeVisible();
    await expect(page.getByText('Anda masuk sebagai Admin — Kementerian Keuangan.')).toBeVisible();
    await expect(page).toHaveTitle('Ringkasan · Admin BEM KM Poltek Nuklir');

    // A new display name reaches the sidebar header through the live profile.
    await menu.getByRole('link', { name: 'Edit Profil' }).click();
    await expect(page).toHaveURL(/\/admin\/profil$/);
    await expect(page.getByRole('heading', { name: 'Edit Profil', level: 1 })).toBeVisible();
    const name = page.getByLabel('Nama Tampilan');
    await name.fill('Rina Bendahara');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await expect(page.getByText('Profil berhasil diperbarui!')).toBeVisible();
    await expect(sidebar.getByText('Rina Bendahara')).toBeVisible();

    // A photo is resized in the browser, uploaded as an image file and shown from its address in
    // the sidebar and on the profile card; it is still there after a reload.
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.resolve('src/renderer/src/assets/brand/logo-bem-192.png'));
    await expect(page.getByText('Foto profil berhasil diperbarui.')).toBeVisible();
    const imageFile = /\/api\/images\/[A-Za-z0-9_-]{22}\.(?:webp|jpg)$/;
    const photo = sidebar.getByRole('img', { name: 'Rina Bendahara' });
    await expect(photo).toHaveAttribute('src', imageFile);
    const shown = async (image: typeof photo) =>
      // Typed by hand: this Node project does not load the DOM's types.
      image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth);
    await expect.poll(() => shown(photo)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Edit Profil', level: 1 })).toBeVisible();
    await expect(photo).toHaveAttribute('src', imageFile);
    const card = page.getByRole('main').getByRole('img', { name: 'Rina Bendahara' });
    await expect(card).toHaveAttribute('src', imageFile);
    await expect.poll(() => shown(card)).toBeGreaterThan(0);
    // The public site's account menu shows it too.
    await page.goto('/');
    const header = page.getByRole('button', { name: 'Menu akun Rina Bendahara' }).locator('img');
    await expect(header).toHaveAttribute('src', imageFile);
    await page.goto('/admin/profil');
    await page.getByRole('button', { name: 'Hapus Foto' }).click();
    await expect(page.getByText('Foto profil telah dihapus.')).toBeVisible();
    await expect(sidebar.getByRole('img', { name: 'Rina Bendahara' })).toHaveCount(0);

    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('at 390 px the sidebar is hidden until the header toggle opens it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'sekjen@bem.demo');

    const menu = page.getByRole('navigation', { name: 'Menu admin' });
    await expect(page.getByText('Admin Dashboard')).toBeVisible();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Buka menu admin' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Ringkasan' })).toBeVisible();
    // Tapping the overlay beside the sidebar closes it.
    await page.mouse.click(370, 500);
    await expect(menu).toBeHidden();

    // Choosing an entry navigates and closes the sidebar.
    await page.getByRole('button', { name: 'Buka menu admin' }).click();
    await menu.getByRole('link', { name: 'Edit Profil' }).click();
    await expect(page).toHaveURL(/\/admin\/profil$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Edit Profil', level: 1 })).toBeVisible();
  });
});
