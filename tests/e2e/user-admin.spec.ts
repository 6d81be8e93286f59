import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { startTempServer, type TempServer } from '../support/temp-server';
import { test as base, expect } from './fixtures';

/**
 * This spec changes a demo account and signs in several times, so it runs on a server of its
 * own: other specs keep the demo data and the sign-in rate limit (10 per account per 15 min).
 */
const test = base.extend<object, { userAdminServer: TempServer }>({
  userAdminServer: [
    async ({}, use) => {
      const server = await startTempServer();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ userAdminServer }, use) => {
    await use(userAdminServer.url);
  },
});

const demo = (email: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account;
};
const MASTER = demo('master@bem.demo');
const CALON = demo('calon@bem.demo');

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Kata Sandi', exact: true }).fill(DEMO_PASSWORD);
  // The tab that signs in currently reloads itself once (its own cross-tab "login" broadcast
  // reaches it), which would abort a page.goto made meanwhile: let that reload happen first.
  const reload = page.waitForEvent('load', { timeout: 3_000 }).catch(() => undefined);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await reload;
  await expect(page.getByRole('navigation', { name: 'Menu admin' })).toBeVisible();
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  return context.newPage();
}

test('the master approves a request; the new admin gets an admin’s menu, not the master’s', async ({
  page,
  browser,
  userAdminServer,
}) => {
  test.setTimeout(60_000);
  expect(CALON.role).toBe('pending');

  // The master approves calon@bem.demo and moves it to the finance ministry.
  await signIn(page, MASTER.email);
  await page
    .getByRole('navigation', { name: 'Menu admin' })
    .getByRole('link', { name: 'Kelola Pengguna' })
    .click();
  await expect(page).toHaveURL(/\/admin\/kelola-admin$/);
  await expect(page.getByRole('heading', { name: 'Kelola Pengguna' })).toBeVisible();
  const calonRow = page.getByRole('row').filter({ hasText: CALON.email });
  await expect(calonRow.getByText('Menunggu Persetujuan (Admin)')).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: MASTER.email }).getByText('Dikelola operator'),
  ).toBeVisible();

  await calonRow.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText(`Akun ${CALON.email} telah disetujui.`)).toBeVisible();
  // The live list brings the new role without a reload.
  await expect(calonRow.getByText('Admin', { exact: true })).toBeVisible();

  await calonRow.getByRole('button', { name: 'Ubah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Akun' });
  await dialog.getByRole('combobox', { name: 'Kementerian' }).click();
  await page.getByRole('option', { name: 'Kementerian Keuangan' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(calonRow.getByText('Kementerian Keuangan')).toBeVisible();

  // The approved account signs in elsewhere: an admin's sidebar, no user management.
  const calon = await newPage(browser, userAdminServer.url);
  await signIn(calon, CALON.email);
  const menu = calon.getByRole('navigation', { name: 'Menu admin' });
  await expect(menu.getByRole('link', { name: 'Ringkasan' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Kelola Pengguna' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Log Aktivitas' })).toHaveCount(0);

  // Typing the address does not help: the shell sends them back, and the server refuses.
  await calon.goto('/admin/kelola-admin');
  await expect(calon).toHaveURL(/\/admin$/);
  await expect(calon.getByText('Anda tidak memiliki akses ke halaman tersebut.')).toBeVisible();
  await expect(calon.getByRole('heading', { name: 'Kelola Pengguna' })).toHaveCount(0);
  expect((await calon.request.get('/api/users')).status()).toBe(403);
  expect((await calon.request.get('/api/histori')).status()).toBe(403);
  await calon.context().close();

  // The master finds both changes in the activity history, which offers no way to delete them.
  await page
    .getByRole('navigation', { name: 'Menu admin' })
    .getByRole('link', { name: 'Log Aktivitas' })
    .click();
  const log = page.getByRole('table', { name: 'Log aktivitas' });
  await expect(log.getByText(`Persetujuan akun ${CALON.email} sebagai Admin`)).toBeVisible();
  await expect(
    log.getByText(`Edit akun ${CALON.email}: kementerian Kementerian Keuangan`),
  ).toBeVisible();
  await expect(page.getByText('Log tidak dapat diubah atau dihapus.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Aktivitas' }).fill('Persetujuan');
  await expect(log.getByText(/^Edit akun/)).toHaveCount(0);
  await expect(log.getByText(`Persetujuan akun ${CALON.email} sebagai Admin`)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^log-aktivitas-\d{4}-\d{2}-\d{2}\.csv$/);
});
