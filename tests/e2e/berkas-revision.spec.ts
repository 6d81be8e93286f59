import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * Issue 12, item 6: "Revisi Diperlukan" is no dead end. A student on a phone submits, a verifier
 * asks for revision, the student sends the correction with the private revision code (the file
 * replaced), and the verifier sees both versions.
 */
test('a student on a phone corrects a submission with the revision code', async ({
  browser,
  page,
  portal,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${portal.url}/layanan/berkaskm/ajukan`);
  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Lomba Roket Air');
  await page.getByRole('textbox', { name: 'Penyelenggara' }).fill('UKM Dirgantara');
  await page.getByRole('combobox', { name: 'Jenis Berkas' }).selectOption('Proposal Kegiatan');
  await page.getByLabel('Tanggal Kegiatan').fill('2026-12-20');
  await page.getByRole('textbox', { name: 'Kontak (WhatsApp)' }).fill('081234567890');
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.locator('input[type="file"][name="berkasPengajuan"]').setInputFiles({
    name: 'proposal-roket.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%versi-1\n'),
  });
  await page.getByRole('button', { name: 'Selanjutnya' }).click();
  await page.getByRole('button', { name: 'Kirim' }).click();

  const ticketId = (await page.getByTestId('ticket-id').textContent()) ?? '';
  expect(ticketId).toMatch(/^BEM-\d{4}-\d{5}$/);
  const revisionCode = (await page.getByTestId('revision-code').textContent()) ?? '';
  expect(revisionCode).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/);
  await expect(page.getByText('Kode ini bersifat pribadi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin kode revisi' })).toBeVisible();

  // Kementerian Keuangan asks for revision with a note, on a PC.
  const staffContext = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 1280, height: 900 },
  });
  const keuangan = await staffContext.newPage();
  await signInThroughForm(keuangan, portal.url, 'keuangan@bem.demo');
  await keuangan.goto(`${portal.url}/admin/berkas`);
  await keuangan.getByRole('button', { name: new RegExp(`^Buka ${ticketId}`) }).click();
  await keuangan
    .getByLabel('Catatan verifikasi')
    .fill('Ganti proposal dengan versi bertanda tangan.');
  await keuangan.getByRole('button', { name: 'Minta Revisi' }).click();
  await expect(keuangan.getByText('Revisi Diperlukan').first()).toBeVisible();

  // The student opens tracking, sees the note, and sends the correction.
  await page.goto(`${portal.url}/layanan/berkaskm/lacak?ticket=${ticketId}`);
  await expect(page.getByTestId('status-berkas')).toHaveText('Revisi Diperlukan');
  await expect(page.getByText('Ganti proposal dengan versi bertanda tangan.')).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Perbaikan' }).click();

  // The ticket alone opens nothing: a wrong code gets one clear message.
  await page.getByRole('textbox', { name: 'Kode Revisi' }).fill('AAAA-BBBB-CCCC-DDDD-EEEE');
  await page.getByRole('button', { name: 'Buka Jawaban' }).click();
  await expect(
    page.getByText('Nomor tiket atau kode revisi tidak cocok. Periksa kembali kode revisi Anda.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Kode Revisi' }).fill(revisionCode.toLowerCase());
  await page.getByRole('button', { name: 'Buka Jawaban' }).click();
  await expect(page.getByText('Berkas saat ini: proposal-roket.pdf')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nama Kegiatan' })).toHaveValue('Lomba Roket Air');
  await page.locator('input[type="file"][name="berkasPengajuan"]').setInputFiles({
    name: 'proposal-roket-ttd.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%versi-2\n'),
  });
  await page.getByRole('button', { name: 'Kirim Perbaikan' }).click();
  await expect(page.getByText('Perbaikan berhasil dikirim.')).toBeVisible();
  await expect(page.getByTestId('status-berkas')).toHaveText('Dalam Proses Verifikasi');
  await page.reload();
  await expect(page.getByTestId('status-berkas')).toHaveText('Dalam Proses Verifikasi');
  await expect(page.getByRole('button', { name: 'Kirim Perbaikan' })).toHaveCount(0);

  // The verifier's detail (its own address, so a reload keeps it open) shows the current answers
  // and the earlier version, both files.
  await keuangan.reload();
  await expect(keuangan.getByRole('dialog', { name: `Detail ${ticketId}` })).toBeVisible();
  const versions = keuangan.getByRole('region', { name: 'Versi sebelumnya' });
  await expect(versions.getByRole('heading', { name: 'Versi 1' })).toBeVisible();
  const oldFile = versions.getByRole('button', { name: /^Unduh / });
  const newFile = keuangan.getByRole('region', { name: 'Jawaban' }).getByRole('button', {
    name: /^Unduh /,
  });
  await expect(oldFile).toBeVisible();
  await expect(newFile).toBeVisible();
  expect(await oldFile.textContent()).not.toBe(await newFile.textContent());
  await expect(keuangan.getByText('Perbaikan dikirim oleh pengaju')).toBeVisible();
  await staffContext.close();
});
