import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

test('two admins see each other’s actions within a second, without reloading', async ({
  browser,
  portal,
}) => {
  const submission = portal.services.intake.intake({
    namaKegiatan: 'Diskusi Publik Energi',
    penyelenggara: 'DPM',
    jenisBerkas: 'Lainnya',
    tanggalKegiatan: '2026-12-15',
    kontak: '0812',
    berkasPengajuan: 'https://drive.google.com/diskusi',
  });
  const open = async (email: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, portal.url, email);
    await page.goto(`${portal.url}/admin/berkas`);
    return page;
  };
  const dagri = await open('dagri@bem.demo');
  const keuangan = await open('keuangan@bem.demo');
  await dagri.getByRole('button', { name: new RegExp(`^Buka ${submission.ticketId}`) }).click();
  await keuangan.getByRole('button', { name: new RegExp(`^Buka ${submission.ticketId}`) }).click();

  await keuangan.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  // The other admin's open detail and list follow, with no reload.
  await expect(
    dagri
      .getByRole('region', { name: 'Riwayat' })
      .getByText('Verifikasi sebagai Kementerian Keuangan'),
  ).toBeVisible({ timeout: 1_000 });

  await dagri.getByLabel('Catatan verifikasi').fill('Tambahkan daftar narasumber.');
  await dagri.getByRole('button', { name: 'Minta Revisi' }).click();
  await expect(keuangan.getByText('Tambahkan daftar narasumber.').first()).toBeVisible({
    timeout: 1_000,
  });

  await dagri.context().close();
  await keuangan.context().close();
});
