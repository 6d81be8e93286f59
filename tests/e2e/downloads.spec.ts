import type { Download } from '@playwright/test';
import { expect, test } from './fixtures';
import { staffApi, submissionId, submitThroughApi, verifyByAll } from './support/berkas';
import { signInThroughForm } from './support/sign-in';

test("an admin downloads a student's file under its original name", async ({ page, portal }) => {
  const { ticketId } = await submitThroughApi(portal.url, 'proposal.pdf');
  await signInThroughForm(page, portal.url, 'dagri@bem.demo');
  await page.goto(`${portal.url}/admin/berkas`);
  await page.getByRole('button', { name: new RegExp(`^Buka ${ticketId}`) }).click();

  const button = page.getByRole('button', { name: 'Unduh proposal.pdf' });
  await expect(button).toBeVisible();
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('proposal.pdf');
});

test('the reply letter keeps its name, in the panel and on tracking', async ({
  browser,
  page,
  portal,
}) => {
  const { ticketId } = await submitThroughApi(portal.url);
  const master = await staffApi(portal.url, 'master@bem.demo');
  const id = await submissionId(master, ticketId);
  await verifyByAll(master, id);
  expect((await master.post(`/api/berkas/submissions/${id}/approve`, { data: {} })).status()).toBe(
    200,
  );
  await master.dispose();

  // Sekretariat Jenderal sends the follow-up with a letter chosen in the file dialog.
  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.goto(`${portal.url}/admin/berkas`);
  await page.getByRole('button', { name: new RegExp(`^Buka ${ticketId}`) }).click();
  await page.getByLabel('Catatan tindak lanjut').fill('Silakan dilaksanakan.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Pilih Surat Balasan' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'Surat Balasan BEM.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%balasan\n'),
  });
  await page.getByRole('button', { name: 'Kirim Tindak Lanjut' }).click();
  await page
    .getByRole('dialog', { name: 'Kirim tindak lanjut akhir?' })
    .getByRole('button', { name: 'Ya, Kirim' })
    .click();

  const letterButton = page.getByRole('button', { name: 'Surat balasan: Surat Balasan BEM.pdf' });
  await expect(letterButton).toBeVisible();
  const fromPanel = page.waitForEvent('download');
  await letterButton.click();
  expect((await fromPanel).suggestedFilename()).toBe('Surat Balasan BEM.pdf');

  // The student, on tracking, not signed in.
  const context = await browser.newContext();
  const student = await context.newPage();
  await student.goto(`${portal.url}/layanan/berkaskm/lacak?ticket=${ticketId}`);
  await expect(student.getByTestId('status-berkas')).toHaveText('Selesai');
  // The link opens a new tab, which turns into the download: listen on whichever page gets it.
  const fromTracking = new Promise<Download>((resolve) => {
    student.once('download', resolve);
    context.on('page', (tab) => tab.once('download', resolve));
  });
  await student.getByRole('link', { name: 'Unduh Surat Balasan' }).click();
  expect((await fromTracking).suggestedFilename()).toBe('Surat Balasan BEM.pdf');
  await context.close();
});
