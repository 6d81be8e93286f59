import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import { signInThroughForm } from './support/sign-in';

// A student on a 390 px phone (issue 12, item 7).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DRAFT_RESTORED =
  'Jawaban yang belum dikirim telah dipulihkan. Berkas yang diunggah perlu dipilih ulang.';
const LINK = 'https://drive.google.com/file/d/festival/view';

const headerHeight = async (page: Page) =>
  (await page.getByRole('banner').first().boundingBox())?.height ?? 0;

/** The element is on screen and not hidden under the sticky header. */
async function expectBelowHeader(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport();
  const box = await locator.boundingBox();
  expect(box?.y ?? -1).toBeGreaterThanOrEqual(await headerHeight(page));
}

const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(name) });

/** Scrolls to the very bottom, where a phone user finds Selanjutnya and Kembali. */
const scrollToBottom = (page: Page) =>
  page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');

async function expectStepShown(page: Page, name: string) {
  const heading = stepHeading(page, name);
  await expect(heading).toBeFocused();
  await expectBelowHeader(page, heading);
  // The stepper above it too: the step is shown from its top.
  await expectBelowHeader(page, page.getByLabel('Langkah pengajuan'));
  // Not the page's own top: the form, scrolled to.
  expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
}

test('the wizard on a phone: steps in view, a draft that survives, a question before leaving', async ({
  page,
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  await page.goto('/layanan/berkaskm/ajukan');
  await expect(stepHeading(page, 'Langkah 1 dari 3: Informasi Dasar')).toBeVisible();
  await expect(page.getByText(DRAFT_RESTORED)).toBeHidden();

  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Festival Sains Nuklir');
  await page.getByRole('textbox', { name: 'Penyelenggara' }).fill('UKM Riset');
  await page.getByRole('combobox', { name: 'Jenis Berkas' }).selectOption('Proposal Kegiatan');
  await page.getByLabel('Tanggal Kegiatan').fill('2026-12-05');
  await page.getByRole('textbox', { name: 'Kontak (WhatsApp)' }).fill('081234567890');

  // A field partly under the sticky header (the page scrolled just past it) is brought below the
  // header when it gets the focus, here by going back to it from the field after it.
  const jenis = page.getByRole('combobox', { name: 'Jenis Berkas' });
  const penyelenggara = page.getByRole('textbox', { name: 'Penyelenggara' });
  await jenis.focus();
  const top = (await penyelenggara.boundingBox())?.y ?? 0;
  await page.evaluate(`window.scrollBy(0, ${top - 30})`);
  expect((await penyelenggara.boundingBox())?.y).toBeLessThan(await headerHeight(page));
  await page.keyboard.press('Shift+Tab');
  await expect(penyelenggara).toBeFocused();
  await expectBelowHeader(page, penyelenggara);

  // Selanjutnya from the bottom of the page: the top of step 2 is in view, its heading focused.
  const next = page.getByRole('button', { name: 'Selanjutnya' });
  await scrollToBottom(page);
  await next.click();
  await expectStepShown(page, 'Langkah 2 dari 3: Kelengkapan Berkas');
  await page.getByRole('switch', { name: 'Gunakan Tautan' }).first().check();
  await page.getByRole('textbox', { name: 'Berkas Pengajuan (PDF)' }).fill(LINK);

  // A reload asks first (the browser's own prompt), then brings every answer back with a notice.
  const prompt = page.waitForEvent('dialog');
  const reloaded = page.reload();
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await reloaded;
  await expect(page.getByText(DRAFT_RESTORED)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nama Kegiatan' })).toHaveValue(
    'Festival Sains Nuklir',
  );
  await expect(page.getByRole('textbox', { name: 'Penyelenggara' })).toHaveValue('UKM Riset');
  await expect(page.getByLabel('Tanggal Kegiatan')).toHaveValue('5 Desember 2026');
  await scrollToBottom(page);
  await next.click();
  await expectStepShown(page, 'Langkah 2 dari 3: Kelengkapan Berkas');
  await expect(page.getByRole('switch', { name: 'Gunakan Tautan' }).first()).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Berkas Pengajuan (PDF)' })).toHaveValue(LINK);

  // Kembali likewise shows the top of the step it returns to.
  await scrollToBottom(page);
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expectStepShown(page, 'Langkah 1 dari 3: Informasi Dasar');
  await scrollToBottom(page);
  await next.click();
  await scrollToBottom(page);
  await next.click();
  await expectStepShown(page, 'Langkah 3 dari 3: Konfirmasi');

  // The typed date reads in Indonesian.
  await expect(page.getByRole('cell', { name: '5 Desember 2026' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '2026-12-05' })).toHaveCount(0);

  // A link away asks first; "Tetap di Halaman" keeps the page and the answers.
  await page.getByRole('link', { name: 'SI-BERKAS & SI-LAKAS' }).click();
  const leave = page.getByRole('dialog', { name: 'Tinggalkan halaman pengajuan?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Tetap di Halaman' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/layanan\/berkaskm\/ajukan$/);
  await expect(page.getByRole('cell', { name: 'Festival Sains Nuklir' })).toBeVisible();

  // Sent: the success heading is in view and focused; nothing is kept or asked any more.
  await scrollToBottom(page);
  await page.getByRole('button', { name: 'Kirim' }).click();
  const success = page.getByRole('heading', { name: 'Berkas Berhasil Diajukan' });
  await expect(success).toBeFocused();
  await expectBelowHeader(page, success);
  const ticketId = (await page.getByTestId('ticket-id').textContent()) ?? '';
  expect(ticketId).toMatch(/^BEM-\d{4}-\d{5}$/);
  await page.getByRole('link', { name: 'Kembali ke SI-BERKAS & SI-LAKAS' }).click();
  await expect(page).toHaveURL(/\/layanan\/berkaskm$/);
  await page.goto('/layanan/berkaskm/ajukan');
  await expect(page.getByRole('textbox', { name: 'Nama Kegiatan' })).toHaveValue('');
  await expect(page.getByText(DRAFT_RESTORED)).toBeHidden();

  // The secretariat reads the same date in Indonesian.
  const staffContext = await browser.newContext({ baseURL: portal.url });
  const staff = await staffContext.newPage();
  await signInThroughForm(staff, portal.url, 'sekjen@bem.demo');
  await staff.goto('/admin/berkas');
  await staff.getByRole('button', { name: new RegExp(`^Buka ${ticketId}`) }).click();
  const answers = staff.getByRole('region', { name: 'Jawaban' });
  await expect(answers.getByRole('cell', { name: '5 Desember 2026' })).toBeVisible();
  await expect(answers.getByText('2026-12-05')).toHaveCount(0);
  await staffContext.close();
});

test("the phone's back button asks before leaving unsent answers too", async ({ page }) => {
  await page.goto('/layanan/berkaskm');
  // The link is followed inside the app, so back stays in the document where the wizard holds it.
  await waitForApp(page);
  await page.getByRole('link', { name: 'Ajukan Berkas' }).click();
  const name = page.getByRole('textbox', { name: 'Nama Kegiatan' });
  await name.fill('Festival Sains Nuklir');

  // Back is held and undone: the wizard and its answers stay until the visitor decides.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Tinggalkan halaman pengajuan?' });
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(/\/layanan\/berkaskm\/ajukan$/);
  await leave.getByRole('button', { name: 'Tetap di Halaman' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/layanan\/berkaskm\/ajukan$/);
  await expect(name).toHaveValue('Festival Sains Nuklir');

  // Asked again, "Tinggalkan Halaman" goes where back was going.
  await page.goBack();
  await leave.getByRole('button', { name: 'Tinggalkan Halaman' }).click();
  await expect(page).toHaveURL(/\/layanan\/berkaskm$/);
  await expect(page.getByRole('link', { name: 'Ajukan Berkas' })).toBeVisible();
});
