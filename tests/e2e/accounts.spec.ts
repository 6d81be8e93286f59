import { AUTH_MESSAGES } from '../../src/shared/auth-api';
import { API_ERROR_MESSAGES } from '../../src/shared/errors';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// The server limits sign-ins (10 per account, 30 per address in 15 minutes) and this worker's
// server is shared: three sign-ins here, each with its own account.

function demoAccount(email: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account;
}

/** A text or password input by its label (the required asterisk is not part of the name). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Kata Sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

test.describe('account screens on the real server', () => {
  test('the master signs in, lands on /admin, and the public bar shows the profile menu', async ({
    page,
  }) => {
    const master = demoAccount('master@bem.demo');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, master.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);

    // The session is asked for once the page's scripts run: its answer tells a lost session
    // (CI once failed here with no trace of which) from a slow page.
    const sessionAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
    await page.goto('/');
    expect(await (await sessionAnswer).json()).toMatchObject({ user: { email: master.email } });
    const menuButton = page
      .getByRole('banner')
      .getByRole('button', { name: `Menu akun ${master.namaTampilan}` });
    // The button appears with its menu, a chunk fetched only now: on a loaded 2-core machine
    // that has taken longer than the default 5 s.
    await expect(menuButton).toBeVisible({ timeout: 15_000 });
    await expect(menuButton).toContainText(master.namaTampilan);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(master.email)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Kelola Pengguna' })).toHaveAttribute(
      'href',
      '/admin/kelola-admin',
    );
  });

  test('a wrong password says so, without telling whether the account exists', async ({ page }) => {
    await signIn(page, demoAccount('sekjen@bem.demo').email, 'bukan-kata-sandinya');
    await expect(page.getByRole('alert')).toHaveText(API_ERROR_MESSAGES.WRONG_CREDENTIALS);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an account awaiting approval cannot sign in yet', async ({ page }) => {
    const pending = demoAccount('calon@bem.demo');
    expect(pending.role).toBe('pending');
    await signIn(page, pending.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(API_ERROR_MESSAGES.AWAITING_APPROVAL);
  });

  test('at 390 px a new admin registers; reading the terms on the way keeps the form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Daftar Admin' })).toBeVisible();
    await field(page, 'Nama Lengkap').fill('Dewi Lestari');
    await field(page, 'Email').fill('dewi.e2e@polteknuklir.ac.id');

    await page.getByRole('link', { name: 'Syarat dan Ketentuan' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.getByRole('link', { name: 'Kembali ke Pendaftaran' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(field(page, 'Nama Lengkap')).toHaveValue('Dewi Lestari');

    await field(page, 'Kata Sandi').fill('Reaktor-Kartini-1987!');
    await field(page, 'Ulangi Kata Sandi').fill('Reaktor-Kartini-1987!');
    await expect(page.getByText('Kekuatan kata sandi: Sangat kuat')).toBeVisible();
    await page.getByRole('combobox', { name: 'Kementerian' }).selectOption('Kementerian PSDM');
    await page.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
    const form = await page.locator('form').boundingBox();
    expect(form?.width ?? 0).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();

    await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.registered);
    await page.getByRole('link', { name: 'Kembali ke halaman masuk' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the terms page shows its date and leads back to registration', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Syarat dan Ketentuan Penggunaan',
    );
    await expect(page.getByText('Terakhir diperbarui: 2 Oktober 2025')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Pendaftaran' }).last().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Daftar Admin' })).toBeVisible();
  });
});
