import { expect, test } from './fixtures';
import { submitThroughApi } from './support/berkas';
import { signInThroughForm } from './support/sign-in';

test('banggar signs in, lands on its panel and verifies a submission', async ({ page, portal }) => {
  const { ticketId } = await submitThroughApi(portal.url);

  await signInThroughForm(page, portal.url, 'banggar@bem.demo');
  await expect(page).toHaveURL(/\/admin\/berkas$/);
  await expect(page.getByRole('heading', { name: 'Kelola Berkas KM' })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^Buka ${ticketId}`) }).click();
  await expect(page.getByText('Anda bertindak sebagai Banggar DPM')).toBeVisible();
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Batal Verifikasi' })).toBeVisible();
});

test("banggar's profile menu and the login card lead to Kelola Berkas KM", async ({
  page,
  portal,
}) => {
  await signInThroughForm(page, portal.url, 'banggar@bem.demo');
  await page.goto(`${portal.url}/`);
  await page.getByRole('button', { name: /^Menu akun/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Kelola Berkas KM', 'Logout']);
  await menu.getByRole('menuitem', { name: 'Kelola Berkas KM' }).click();
  await expect(page).toHaveURL(/\/admin\/berkas$/);

  await page.goto(`${portal.url}/login`);
  await expect(page.getByText(/Anda sudah masuk sebagai/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kelola Berkas KM' })).toHaveAttribute(
    'href',
    '/admin/berkas',
  );
  await expect(page.getByRole('link', { name: 'Dashboard Admin' })).toHaveCount(0);
});

test('on a phone, the drawer holds Kelola Berkas KM for banggar', async ({ page, portal }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, portal.url, 'banggar@bem.demo');
  await page.goto(`${portal.url}/`);
  await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
  const account = page.getByRole('group', { name: 'Akun' });
  await account.getByRole('link', { name: 'Kelola Berkas KM' }).click();
  await expect(page).toHaveURL(/\/admin\/berkas$/);
});
