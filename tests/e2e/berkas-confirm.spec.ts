import { expect, test } from './fixtures';
import { staffApi, submissionId, submitThroughApi, verifyByAll } from './support/berkas';
import { signInThroughForm } from './support/sign-in';

test('ACC and Kirim Tindak Lanjut say what will happen; Batal changes nothing', async ({
  page,
  portal,
}) => {
  const { ticketId } = await submitThroughApi(portal.url);
  const master = await staffApi(portal.url, 'master@bem.demo');
  await verifyByAll(master, await submissionId(master, ticketId));
  await master.dispose();

  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.goto(`${portal.url}/admin/berkas`);
  await page.getByRole('button', { name: new RegExp(`^Buka ${ticketId}`) }).click();
  const detail = page.getByRole('dialog', { name: `Detail ${ticketId}` });

  await detail.getByRole('button', { name: 'ACC (Setujui)' }).click();
  let question = page.getByRole('dialog', { name: 'Setujui pengajuan ini?' });
  await expect(question).toContainText(
    `Pengajuan ${ticketId} akan berstatus Disetujui. Setelah itu status verifikasi tidak dapat diubah lagi.`,
  );
  await question.getByRole('button', { name: 'Batal' }).click();
  await expect(question).toBeHidden();
  // Still open for verification: the verifier's own buttons are there, no follow-up form.
  await expect(detail.getByRole('button', { name: 'Batal Verifikasi' })).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Tindak Lanjut Akhir' })).toHaveCount(0);

  await detail.getByRole('button', { name: 'ACC (Setujui)' }).click();
  await question.getByRole('button', { name: 'Ya, Setujui' }).click();
  await expect(detail.getByRole('region', { name: 'Tindak Lanjut Akhir' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Batal Verifikasi' })).toHaveCount(0);

  await detail.getByLabel('Catatan tindak lanjut').fill('Silakan dilaksanakan.');
  await detail.getByRole('button', { name: 'Kirim Tindak Lanjut' }).click();
  question = page.getByRole('dialog', { name: 'Kirim tindak lanjut akhir?' });
  await expect(question).toContainText(
    'akan berstatus Selesai. Pengaju akan melihat catatan dan surat balasan ini di halaman pelacakan, dan tindak lanjut tidak dapat diubah setelah dikirim.',
  );
  await question.getByRole('button', { name: 'Batal' }).click();
  await expect(question).toBeHidden();
  await expect(detail.getByLabel('Catatan tindak lanjut')).toHaveValue('Silakan dilaksanakan.');

  await detail.getByRole('button', { name: 'Kirim Tindak Lanjut' }).click();
  await question.getByRole('button', { name: 'Ya, Kirim' }).click();
  await expect(detail.getByRole('region', { name: 'Tindak Lanjut Akhir' })).toHaveCount(0);
  await expect(detail.getByText('Silakan dilaksanakan.')).toBeVisible();
});
