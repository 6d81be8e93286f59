import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

/** Signs a staff member in, in a browser context of their own, and opens the submission. */
async function openAsStaff(
  browser: Browser,
  baseUrl: string,
  email: string,
  ticketId: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await signInThroughForm(page, baseUrl, email);
  await page.goto(`${baseUrl}/admin/berkas`);
  await page.getByRole('button', { name: new RegExp(`^Buka ${ticketId}`) }).click();
  return page;
}

async function trackingStatus(page: Page, baseUrl: string, ticketId: string) {
  await page.goto(`${baseUrl}/layanan/berkaskm/lacak?ticket=${ticketId}`);
  return page.getByTestId('status-berkas');
}

test('the whole SI-BERKAS lifecycle, as its users drive it', async ({ browser, page, portal }) => {
  test.setTimeout(120_000);
  // A visitor submits with an uploaded file.
  await page.goto(`${portal.url}/layanan/berkaskm/ajukan`);
  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Festival Sains Nuklir');
  await page.getByRole('textbox', { name: 'Penyelenggara' }).fill('UKM Riset');
  await page.getByRole('combobox', { name: 'Jenis Berkas' }).selectOption('Proposal Kegiatan');
  await page.getByLabel('Tanggal Kegiatan').fill('2026-12-20');
  await page.getByRole('textbox', { name: 'Kontak (WhatsApp)' }).fill('081234567890');
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.locator('input[type="file"][name="berkasPengajuan"]').setInputFiles({
    name: 'proposal-festival.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%festival\n'),
  });
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.getByRole('button', { name: 'Kirim' }).click();
  const ticketId = (await page.getByTestId('ticket-id').textContent()) ?? '';
  expect(ticketId).toMatch(/^BEM-\d{4}-\d{5}$/);
  await expect(await trackingStatus(page, portal.url, ticketId)).toHaveText('Diajukan');

  // Kementerian Keuangan asks for revision first; tracking shows it with the note.
  const keuangan = await openAsStaff(browser, portal.url, 'keuangan@bem.demo', ticketId);
  await expect(keuangan.getByText('Anda bertindak sebagai Kementerian Keuangan')).toBeVisible();
  await keuangan.getByLabel('Catatan verifikasi').fill('Lampirkan rincian anggaran.');
  await keuangan.getByRole('button', { name: 'Minta Revisi' }).click();
  await expect(await trackingStatus(page, portal.url, ticketId)).toHaveText('Revisi Diperlukan');
  await expect(page.getByText('Lampirkan rincian anggaran.')).toBeVisible();

  // After the fix, Keuangan verifies; then the other three.
  await keuangan.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(keuangan.getByRole('button', { name: 'Batal Verifikasi' })).toBeVisible();
  await keuangan.context().close();
  for (const email of ['dagri@bem.demo', 'banggar@bem.demo', 'sekjen@bem.demo']) {
    const staff = await openAsStaff(browser, portal.url, email, ticketId);
    await staff.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await expect(staff.getByRole('button', { name: 'Batal Verifikasi' })).toBeVisible();
    if (email !== 'sekjen@bem.demo') {
      await staff.context().close();
      continue;
    }
    // Sekretariat Jenderal approves and sends the final follow-up with a reply letter.
    await staff.getByRole('button', { name: 'ACC (Setujui)' }).click();
    // ACC cannot be undone: the dialog says so before anything happens.
    const approval = staff.getByRole('dialog', { name: 'Setujui pengajuan ini?' });
    await expect(approval).toContainText('akan berstatus Disetujui');
    await approval.getByRole('button', { name: 'Ya, Setujui' }).click();
    await expect(staff.getByRole('region', { name: 'Tindak Lanjut Akhir' })).toBeVisible();
    await staff.getByLabel('Catatan tindak lanjut').fill('Disetujui. Surat balasan terlampir.');
    // The reply letter is chosen through the Platform: on the web, the browser's file dialog.
    const chooser = staff.waitForEvent('filechooser');
    await staff.getByRole('button', { name: 'Pilih Surat Balasan' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'surat-balasan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%balasan\n'),
    });
    await expect(staff.getByTestId('reply-letter-name')).toHaveText('surat-balasan.pdf');
    await staff.getByRole('button', { name: 'Kirim Tindak Lanjut' }).click();
    const finish = staff.getByRole('dialog', { name: 'Kirim tindak lanjut akhir?' });
    await expect(finish).toContainText('akan berstatus Selesai');
    await finish.getByRole('button', { name: 'Ya, Kirim' }).click();
    await expect(staff.getByRole('region', { name: 'Tindak Lanjut Akhir' })).toBeHidden();
    await staff.context().close();
  }

  // Tracking shows Selesai with the reply letter's link.
  await expect(await trackingStatus(page, portal.url, ticketId)).toHaveText('Selesai');
  const letter = page.getByRole('link', { name: 'Unduh Surat Balasan' });
  await expect(letter).toHaveAttribute('href', /\/api\/files\//);
  const download = await page.request.get(`${portal.url}${await letter.getAttribute('href')}`);
  expect(download.status()).toBe(200);
});
