import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-seed';

/** Signs in through the /login form, as a person would, and waits to leave the page. */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  email: string,
  password = DEMO_PASSWORD,
) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Kata Sandi', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}
