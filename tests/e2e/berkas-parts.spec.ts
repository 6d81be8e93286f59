import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The chunks of the wizard's and tracking's on-demand parts (features/berkas/parts). */
const PART_CHUNK =
  /\/assets\/(FileOrLinkInput|ReviewStep|SuccessView|LeaveConfirmModal|TrackingResult|RevisionForm)-[^/]+\.js$/;

/** Which part chunks the page has asked for, and what React reported in the console. */
function watch(page: Page) {
  const parts: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const match = PART_CHUNK.exec(new URL(request.url()).pathname);
    if (match?.[1]) parts.push(match[1]);
  });
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|recoverable/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { parts, problems };
}

/**
 * Opens a page and waits until it has settled: the session check (the last request every page
 * makes on start) answered and the browser idle. The live stream never finishes, so Playwright's
 * 'networkidle' would wait for ever.
 */
async function open(page: Page, path: string) {
  const session = page.waitForResponse((response) => response.url().includes('/api/auth/session'));
  await page.goto(path);
  await session;
  await page.evaluate(
    // A string: it runs in the page, whose DOM types this Node project does not load.
    'new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 }))',
  );
}

test.describe('SI-BERKAS parts load when they are needed', () => {
  test('the wizard opens with step 1 only, fetches later steps on demand and still completes', async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, '/layanan/berkaskm/ajukan');
    await expect(page.getByRole('textbox', { name: 'Nama Kegiatan' })).toBeEditable();
    // The page is read (and hydrated) without any later step's code.
    expect(seen.parts).toEqual([]);

    await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Kuliah Umum Reaktor');
    await page.getByRole('textbox', { name: 'Penyelenggara' }).fill('HIMA Teknokimia Nuklir');
    await page.getByRole('combobox', { name: 'Jenis Berkas' }).selectOption('Surat Peminjaman');
    await page.getByLabel('Tanggal Kegiatan').fill('2026-12-12');
    await page.getByRole('textbox', { name: 'Kontak (WhatsApp)' }).fill('081234567890');
    // Step 1 now passes its check: step 2's file inputs are fetched before they are asked for.
    await expect.poll(() => seen.parts).toContain('FileOrLinkInput');
    expect(seen.parts).not.toContain('ReviewStep');

    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await page.getByRole('switch', { name: 'Gunakan Tautan' }).first().check();
    await page
      .getByRole('textbox', { name: 'Berkas Pengajuan (PDF)' })
      .fill('https://drive.google.com/file/d/parts/view');
    await expect.poll(() => seen.parts).toContain('ReviewStep');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByRole('cell', { name: 'Kuliah Umum Reaktor' })).toBeVisible();

    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByTestId('ticket-id')).toHaveText(/^BEM-\d{4}-\d{5}$/);
    await expect(page.getByRole('heading', { name: 'Berkas Berhasil Diajukan' })).toBeFocused();
    expect(seen.parts).toContain('SuccessView');
    expect(seen.problems).toEqual([]);
  });

  test('tracking shows the search first and fetches the result with the first lookup', async ({
    page,
  }) => {
    const seen = watch(page);
    await open(page, '/layanan/berkaskm/lacak');
    await expect(page.getByRole('textbox', { name: 'Nomor Tiket' })).toBeEditable();
    expect(seen.parts).toEqual([]);
    await page.getByRole('textbox', { name: 'Nomor Tiket' }).fill('BEM-2020-99999');
    await page.getByRole('button', { name: 'Lacak' }).click();
    await expect(
      page.getByText('Nomor tiket tidak ditemukan. Harap periksa kembali.'),
    ).toBeVisible();
    expect(seen.parts).toContain('TrackingResult');
    expect(seen.problems.filter((text) => !/404|Not Found/i.test(text))).toEqual([]);
  });

  for (const path of ['/', '/layanan', '/layanan/berkaskm', '/register', '/register-panitia']) {
    test(`${path} hydrates without errors`, async ({ page }) => {
      const seen = watch(page);
      await open(page, path);
      expect(seen.problems).toEqual([]);
    });
  }
});
