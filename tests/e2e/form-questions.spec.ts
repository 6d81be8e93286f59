import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

test('a new question reaches the wizard only when saved with a real label', async ({
  browser,
  page,
  portal,
}) => {
  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.goto(`${portal.url}/admin/kelola-form-berkas`);
  const rows = page.getByRole('list', { name: 'Daftar pertanyaan' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  // Opened, then closed: nothing stored.
  await page.getByRole('button', { name: 'Tambah Pertanyaan' }).click();
  let editor = page.getByRole('dialog', { name: 'Tambah Pertanyaan' });
  await expect(editor.getByLabel(/^Label/)).toHaveValue('Label Pertanyaan Baru');
  await expect(editor.getByLabel(/^Nama kolom \(tanpa spasi\)/)).toBeVisible();
  await expect(editor.getByLabel('Teks contoh')).toBeVisible();
  await editor.getByRole('button', { name: 'Batal' }).click();
  await expect(editor).toBeHidden();
  await expect(rows).toHaveCount(before);

  // Saved with the starting label: refused, once, on the label.
  await page.getByRole('button', { name: 'Tambah Pertanyaan' }).click();
  editor = page.getByRole('dialog', { name: 'Tambah Pertanyaan' });
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    editor.getByText('Ganti "Label Pertanyaan Baru" dengan pertanyaan yang sebenarnya.'),
  ).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(rows).toHaveCount(before);

  // The public wizard has no new question.
  const student = await browser.newPage();
  await student.goto(`${portal.url}/layanan/berkaskm/ajukan`);
  await expect(student.getByRole('textbox', { name: 'Nama Kegiatan' })).toBeVisible();
  await expect(student.getByText('Label Pertanyaan Baru')).toHaveCount(0);

  // Saved with a real label: it reaches the wizard (live).
  await page.getByRole('button', { name: 'Tambah Pertanyaan' }).click();
  editor = page.getByRole('dialog', { name: 'Tambah Pertanyaan' });
  await editor.getByLabel(/^Label/).fill('Nomor Induk Mahasiswa');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();
  await expect(rows).toHaveCount(before + 1);
  await expect(student.getByRole('textbox', { name: 'Nomor Induk Mahasiswa' })).toBeVisible();
  await student.close();
});

test('a taken column name is said once, on its input', async ({ page, portal }) => {
  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.goto(`${portal.url}/admin/kelola-form-berkas`);
  await page.getByRole('button', { name: 'Tambah Pertanyaan' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Pertanyaan' });
  await editor.getByLabel(/^Label/).fill('Kontak Lain');
  await editor.getByLabel(/^Nama kolom/).fill('kontak');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor.getByText('Nama kolom sudah dipakai pertanyaan lain.')).toHaveCount(1);
  await expect(editor.getByLabel(/^Nama kolom/)).toHaveAttribute('aria-invalid', 'true');
});

test('questions are reordered by dragging their handle, with the mouse and with the keyboard', async ({
  page,
  portal,
}) => {
  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.goto(`${portal.url}/admin/kelola-form-berkas`);
  const rows = page.getByRole('list', { name: 'Daftar pertanyaan' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const names = async () =>
    rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
  const before = await names();
  const last = before.at(-1) ?? '';
  const swapped = [...before.slice(0, -2), last, before.at(-2) ?? ''];

  // The mouse: the last question's handle dropped on the row above it.
  const handle = page.getByRole('button', { name: `Seret: ${last}` });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await rows.nth(before.length - 2).boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // In steps: the drag starts after a few pixels and follows the pointer.
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
  await expect.poll(names).toEqual(swapped);
  // Saved: a reload shows the same order.
  await page.reload();
  await expect.poll(names).toEqual(swapped);

  // The keyboard: space lifts, an arrow moves, space drops; back to the bottom.
  const lifted = page.getByRole('button', { name: `Seret: ${last}` });
  await lifted.focus();
  await page.keyboard.press('Space');
  // Lifted (the handle says so) before it is moved, as a person waits to feel the row lift.
  await expect(lifted).toHaveAttribute('aria-pressed', 'true');
  // The list measures its rows in the frames after the lift; a person's next key comes later.
  const nextFrames = () =>
    page.evaluate(
      'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
    );
  await nextFrames();
  await page.keyboard.press('ArrowDown');
  await nextFrames();
  await page.keyboard.press('Space');
  await expect.poll(names).toEqual(before);
});

test('an edit to a question shows in Log Aktivitas with what it changed', async ({
  browser,
  page,
  portal,
}) => {
  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.goto(`${portal.url}/admin/kelola-form-berkas`);
  await page.getByRole('button', { name: 'Edit: Penyelenggara' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Pertanyaan' });
  const hint = editor.getByLabel('Teks contoh');
  const before = await hint.inputValue();
  await hint.fill('Contoh: BEM KM');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();

  const master = await browser.newPage();
  await signInThroughForm(master, portal.url, 'master@bem.demo');
  await master.goto(`${portal.url}/admin/histori`);
  const row = master
    .getByRole('row')
    .filter({ hasText: 'Edit pertanyaan formulir berkas "Penyelenggara"' })
    .first();
  await expect(row.getByRole('list', { name: 'Perubahan' })).toHaveText(
    `Teks contoh: ${before || '(kosong)'} → Contoh: BEM KM`,
  );
  await master.close();
});
