import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FILE_TOO_LARGE =
  "Ukuran file terlalu besar (Maks 5MB). Silakan gunakan opsi 'Gunakan Tautan'.";

/** Step 1 of the demo form (src/server/seed/demo-berkas.ts). */
async function fillStepOne(page: Page, namaKegiatan: string) {
  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill(namaKegiatan);
  await page.getByRole('textbox', { name: 'Penyelenggara' }).fill('HIMA Teknokimia Nuklir');
  await page.getByRole('combobox', { name: 'Jenis Berkas' }).selectOption('Surat Peminjaman');
  await page.getByLabel('Tanggal Kegiatan').fill('2026-12-12');
  await page.getByRole('textbox', { name: 'Kontak (WhatsApp)' }).fill('081234567890');
}

const fileInput = (page: Page, fieldName: string) =>
  page.locator(`input[type="file"][name="${fieldName}"]`);

test.describe('SI-BERKAS and SI-LAKAS for the public', () => {
  test('submit with an uploaded PDF, then track it', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Layanan' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pusat Layanan BEM');
    await page.getByRole('link', { name: 'Buka Layanan' }).click();
    await expect(page).toHaveURL(/\/layanan\/berkaskm$/);
    await expect(page.getByRole('link', { name: 'Login Staf/Admin' })).toHaveAttribute(
      'href',
      '/admin/berkas',
    );
    await page.getByRole('link', { name: 'Ajukan Berkas' }).click();
    await expect(page).toHaveURL(/\/layanan\/berkaskm\/ajukan$/);

    // A required field left empty stops the wizard with its label.
    await fillStepOne(page, 'Seminar Keselamatan Radiasi');
    await page.getByRole('textbox', { name: 'Penyelenggara' }).fill('');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Harap isi kolom: Penyelenggara' }).first(),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Penyelenggara' }).fill('HIMA Teknokimia Nuklir');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();

    // Step 2: a file over 5 MB is refused, a small PDF is kept.
    await fileInput(page, 'berkasPengajuan').setInputFiles({
      name: 'besar.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5_242_881, 0x20),
    });
    await expect(page.getByText(FILE_TOO_LARGE)).toBeVisible();
    await fileInput(page, 'berkasPengajuan').setInputFiles({
      name: 'proposal.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%demo\n'),
    });
    await expect(page.getByText(FILE_TOO_LARGE)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Berkas Pengajuan (PDF)' })).toHaveText(
      'proposal.pdf',
    );
    await page.getByRole('button', { name: 'Selanjutnya' }).click();

    // Step 3 shows every answer.
    await expect(page.getByRole('cell', { name: 'Seminar Keselamatan Radiasi' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'HIMA Teknokimia Nuklir' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Surat Peminjaman' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '12 Desember 2026' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'proposal.pdf' })).toBeVisible();
    await page.getByRole('button', { name: 'Kirim' }).click();

    const ticket = page.getByTestId('ticket-id');
    await expect(ticket).toHaveText(/^BEM-\d{4}-\d{5}$/);
    const ticketId = (await ticket.textContent()) ?? '';
    await page.getByRole('link', { name: 'Lacak Berkas' }).click();
    await expect(page).toHaveURL(new RegExp(`/layanan/berkaskm/lacak\\?ticket=${ticketId}$`));
    await expect(page.getByRole('textbox', { name: 'Nomor Tiket' })).toHaveValue(ticketId);
    await expect(page.getByTestId('status-berkas')).toHaveText('Diajukan');
    await expect(page.getByText('Seminar Keselamatan Radiasi')).toBeVisible();
    await expect(page.getByText('Sekretariat Jenderal')).toBeVisible();
  });

  test('submit with "Gunakan Tautan" instead of a file', async ({ page }) => {
    await page.goto('/layanan/berkaskm/ajukan');
    await fillStepOne(page, 'Lomba Inovasi Nuklir');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await page.getByRole('switch', { name: 'Gunakan Tautan' }).first().check();
    await expect(
      page.getByText('Pastikan tautan dapat diakses oleh siapa saja yang memiliki tautan.'),
    ).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Berkas Pengajuan (PDF)' })
      .fill('https://drive.google.com/file/d/abc123/view');
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(
      page.getByRole('cell', { name: 'https://drive.google.com/file/d/abc123/view' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByTestId('ticket-id')).toHaveText(/^BEM-\d{4}-\d{5}$/);
  });

  test('an unknown ticket is reported as not found', async ({ page }) => {
    await page.goto('/layanan/berkaskm/lacak');
    await page.getByRole('button', { name: 'Lacak' }).click();
    await expect(page.getByText('Nomor tiket wajib diisi.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Nomor Tiket' }).fill('BEM-2020-99999');
    await page.getByRole('button', { name: 'Lacak' }).click();
    await expect(
      page.getByText('Nomor tiket tidak ditemukan. Harap periksa kembali.'),
    ).toBeVisible();
  });
});
