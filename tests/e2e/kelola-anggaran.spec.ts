import type { Page } from '@playwright/test';
import { anggaranResource } from '../../src/shared/keterbukaan/anggaran-resource';
import { anggaranSummary } from '../../src/shared/keterbukaan/anggaran-summary';
import { formatRupiah } from '../../src/shared/keterbukaan/rupiah';
import { standarBiayaResource } from '../../src/shared/keterbukaan/standar-biaya-resource';
import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

// Issue 17, item 7, as people use it: the finance ministry's admin records a programme with three
// expense rows and edits the Standar Biaya Masukan; an admin of another ministry has no Kelola
// Anggaran and the API refuses a write from their session, changing nothing.

const rupiah = (text: string) => text.replace(/\s/g, ' ');

/** A figure of the public page's "Ringkasan Dana Global", as text ("Rp 3.750.000"). */
const figureOf = (visitor: Page, label: string) =>
  visitor
    .getByRole('region', { name: 'Ringkasan Dana Global' })
    .getByText(label, { exact: true })
    .locator('xpath=..');
/** The amount as the page writes it, whatever space the formatter puts after "Rp". */
const amount = (value: number) =>
  new RegExp(
    formatRupiah(value)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s/g, '\\s'),
  );

test('Kementerian Keuangan records a programme with three expense rows and edits the SBM', async ({
  page,
  portal,
  browser,
}) => {
  // A long form and the SBM: about 20 s alone, more on a busy machine.
  test.setTimeout(90_000);
  // A visitor has the public page open the whole time (issue 17: new totals without reloading).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${portal.url}/keterbukaan-informasi/anggaran`);
  const before = anggaranSummary(portal.services.resources.of(anggaranResource).list());
  await expect(figureOf(visitor, 'Total Realisasi')).toContainText(amount(before.totalRealisasi));

  await signInThroughForm(page, portal.url, 'keuangan@bem.demo');
  const menu = page.getByRole('navigation', { name: 'Menu admin' });
  await menu.getByRole('button', { name: 'Informasi Publik' }).click();
  await menu.getByRole('link', { name: 'Kelola Anggaran' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola Anggaran' })).toBeVisible();

  await page.getByRole('button', { name: 'Tambah Program' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Program Anggaran' });
  await editor.getByRole('textbox', { name: 'Nama Program' }).fill('Makrab Uji Keuangan');
  await editor.getByRole('combobox', { name: 'Organisasi' }).click();
  await page.getByRole('option', { name: 'HIMA TKN' }).click();
  await editor.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Berjalan' }).click();
  await editor.getByRole('textbox', { name: 'Total Diajukan' }).fill('6000000');
  // Past planning, an approved amount is required: said on its field before anything is sent.
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    editor.getByText(
      'Gagal: Program selain Perencanaan wajib memiliki Total Anggaran Disetujui (> Rp 0).',
    ),
  ).toBeVisible();
  await editor.getByRole('textbox', { name: 'Total Anggaran Disetujui' }).fill('5000000');
  await expect(editor.getByRole('textbox', { name: 'Total Anggaran Disetujui' })).toHaveValue(
    'Rp 5.000.000',
  );

  const rows = [
    ['Konsumsi peserta', '1500000'],
    ['Sewa bus', '2000000'],
    ['Dokumentasi', '250000'],
  ] as const;
  for (const [index, [deskripsi, jumlah]] of rows.entries()) {
    await editor.getByRole('button', { name: 'Tambah Baris' }).click();
    await editor.getByRole('textbox', { name: `Keterangan ${index + 1}` }).fill(deskripsi);
    await editor.getByRole('textbox', { name: `Jumlah ${index + 1}` }).fill(jumlah);
  }
  await expect(editor.getByTestId('jumlah-rincian')).toHaveText(
    /Total rincian: Rp\s3\.750\.000 \(3 baris\)/,
  );
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();

  await page.getByRole('textbox', { name: 'Cari program' }).fill('makrab uji');
  await expect(page.getByRole('button', { name: 'Ekspor CSV (1 program)' })).toBeVisible();
  const row = page.getByTestId('baris-anggaran').filter({ hasText: 'Makrab Uji Keuangan' });
  await expect(row).toContainText('HIMA TKN');
  expect(rupiah(await row.getByTestId('realisasi').innerText())).toBe('Rp 3.750.000');
  const stored = portal.services.resources
    .of(anggaranResource)
    .list()
    .find((p) => p.namaProgram === 'Makrab Uji Keuangan');
  expect(stored?.realisasi).toEqual({
    mode: 'rincian',
    rincian: rows.map(([deskripsi, jumlah]) => ({
      deskripsi,
      jumlah: Number(jumlah),
      tanggal: '',
    })),
  });

  // The visitor's page, never reloaded, shows the totals with the new programme in them.
  const after = anggaranSummary(portal.services.resources.of(anggaranResource).list());
  expect(after.totalRealisasi).toBe(before.totalRealisasi + 3_750_000);
  expect(after.totalDisetujui).toBe(before.totalDisetujui + 5_000_000);
  await expect(figureOf(visitor, 'Total Realisasi')).toContainText(amount(after.totalRealisasi));
  await expect(figureOf(visitor, 'Total Disetujui')).toContainText(amount(after.totalDisetujui));
  await expect(figureOf(visitor, 'Total Diajukan')).toContainText(amount(after.totalDiajukan));
  await visitorContext.close();

  // The SBM of the latest year: one price changed, saved whole.
  await page.getByRole('tab', { name: 'Standar Biaya (SBM)' }).click();
  const latest = Math.max(
    ...portal.services.resources
      .of(standarBiayaResource)
      .list()
      .map((list) => list.tahun),
  );
  const sbm = page.getByRole('form', { name: `Standar biaya tahun ${latest}` });
  await sbm.getByRole('textbox', { name: 'Harga 1', exact: true }).fill('32500');
  await sbm.getByRole('button', { name: 'Tambah Baris SBM' }).click();
  const added = await sbm.getByRole('listitem').count();
  await sbm.getByLabel(`Kategori ${added}`, { exact: true }).fill('Konsumsi');
  await sbm.getByRole('textbox', { name: `Rincian ${added}`, exact: true }).fill('Kopi rapat');
  await sbm.getByRole('textbox', { name: `Satuan ${added}`, exact: true }).fill('orang/kali');
  await sbm.getByRole('button', { name: 'Simpan Perubahan SBM' }).click();
  // A price of Rp 0 is refused on its row, and nothing is stored yet.
  await expect(sbm.getByText('Harga harus lebih dari Rp 0.')).toBeVisible();
  await sbm.getByRole('textbox', { name: `Harga ${added}`, exact: true }).fill('8000');
  await sbm.getByRole('button', { name: 'Simpan Perubahan SBM' }).click();
  await expect(page.getByText(`Standar biaya tahun ${latest} disimpan.`)).toBeVisible();
  const saved = portal.services.resources
    .of(standarBiayaResource)
    .list()
    .find((list) => list.tahun === latest);
  expect(saved?.items[0]?.harga).toBe(32_500);
  expect(saved?.items.at(-1)).toEqual({
    kategori: 'Konsumsi',
    rincian: 'Kopi rapat',
    satuan: 'orang/kali',
    harga: 8_000,
    ketentuan: '',
  });
});

test('an admin of another ministry has no Kelola Anggaran, and the API refuses their write', async ({
  page,
  portal,
}) => {
  await signInThroughForm(page, portal.url, 'pora@bem.demo');
  const menu = page.getByRole('navigation', { name: 'Menu admin' });
  await expect(menu.getByRole('link', { name: 'Ringkasan' })).toBeVisible();
  // Not there at all, not merely inside a closed group.
  await expect(
    menu.getByRole('link', { name: 'Kelola Anggaran', includeHidden: true }),
  ).toHaveCount(0);

  const programmes = portal.services.resources.of(anggaranResource);
  const before = programmes.list();
  // From the portal's own page, with the session's cookie: the backend decides, by the area.
  const status = await page.evaluate(async (path) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        namaProgram: 'Program PORA diam-diam',
        organisasiId: 'bem-km',
        tahun: 2026,
        status: 'Perencanaan',
        tanggalKegiatan: '',
        linkSpj: '',
        prokerId: '',
        totalDiajukan: 1_000_000,
        totalDisetujui: 0,
        realisasi: { mode: 'rekap', total: 0 },
      }),
    });
    return response.status;
  }, anggaranResource.path);
  expect(status).toBe(403);
  expect(programmes.list()).toEqual(before);
});
