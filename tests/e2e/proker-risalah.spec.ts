import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { DEMO_PROKER } from '../../src/server/seed/demo-proker';
import { DEMO_RISALAH } from '../../src/server/seed/demo-risalah';
import type { RisalahInput } from '../../src/shared/keterbukaan/risalah';
import { risalahResource } from '../../src/shared/keterbukaan/risalah-resource';
import { readCsv } from '../contract/support/live-value';
import { expect, test } from './fixtures';
import { staffApi } from './support/berkas';
import { signInThroughForm } from './support/sign-in';

const PROKER = '/keterbukaan-informasi/program-kerja';
const RISALAH = '/keterbukaan-informasi/risalah-rapat';

/** The first column of a downloaded CSV, without its header: the names it holds. */
async function csvNames(download: Download): Promise<string[]> {
  const file = await download.path();
  return readCsv(fs.readFileSync(file, 'utf8'))
    .slice(1)
    .map((cells) => cells[0] ?? '');
}

async function downloadCsv(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh CSV' }).click();
  return downloading;
}

test('a visitor filters and pages the work programmes and opens one in full', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}${PROKER}`);
  await expect(page.getByRole('heading', { name: 'Arsip Program Kerja', level: 1 })).toBeVisible();
  const cards = page.getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(6);
  await expect(page.getByText(/^Halaman 1 dari 4$/)).toBeVisible();
  await page.getByRole('link', { name: 'Berikutnya' }).click();
  await expect(page.getByText(/^Halaman 2 dari 4$/)).toBeVisible();
  await expect(page).toHaveURL(/halaman=2/);

  // The choices come from the data; the filter is the backend's and lives in the address.
  await page.getByRole('combobox', { name: 'Periode' }).selectOption('2024/2025');
  await expect(page).toHaveURL(/periode=2024%2F2025/);
  await expect(page).not.toHaveURL(/halaman=/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Selesai');
  // Nine finished programmes that year: two pages.
  expect(DEMO_PROKER.filter((p) => p[2] === '2024/2025' && p[4] === 'Selesai')).toHaveLength(9);
  await expect(page.getByText(/^Halaman 1 dari 2$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Kementerian' }).selectOption({
    label: 'Kementerian Pemuda dan Olahraga (PORA)',
  });
  await expect(cards).toHaveText(['Turnamen Futsal Antar Prodi']);

  await page.getByRole('button', { name: 'Lihat detail: Turnamen Futsal Antar Prodi' }).click();
  const detail = page.getByRole('dialog', { name: 'Turnamen Futsal Antar Prodi' });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Kementerian Pemuda dan Olahraga (PORA)')).toBeVisible();
  await expect(detail.getByText('10 Mei 2025')).toBeVisible();
  await expect(detail.getByText('182 dari target 150 orang (121%)')).toBeVisible();
  for (const section of [
    'Deskripsi & Detail',
    'Capaian & Keberhasilan',
    'Kendala Lapangan',
    'Evaluasi & Saran',
  ])
    await expect(detail.getByRole('heading', { name: section })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Lihat Dokumen LPJ' })).toHaveAttribute(
    'href',
    /^https:\/\/drive\.google\.com\//,
  );
  await detail.getByRole('button', { name: 'Tutup' }).click();
  await expect(detail).toBeHidden();

  // A search of the name and the short description.
  await page.goto(`${portal.url}${PROKER}`);
  await page.getByRole('textbox', { name: 'Cari program kerja' }).fill('antarprogram studi');
  await expect(cards).toHaveText(['Turnamen Futsal Antar Prodi']);
  await expect(page).toHaveURL(/q=antarprogram/);
});

test('the CSV of a filtered work-programme list holds exactly the filtered rows', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}${PROKER}?periode=2024%2F2025`);
  await expect(page.getByText(/^Halaman 1 dari 2$/)).toBeVisible();
  const download = await downloadCsv(page);
  expect(download.suggestedFilename()).toMatch(/^program-kerja-\d{4}-\d{2}-\d{2}\.csv$/);
  const names = await csvNames(download);
  // Every programme of the period (ten: more than the page shows), and nothing else.
  const expected = DEMO_PROKER.filter((p) => p[2] === '2024/2025').map((p) => p[1]);
  expect(expected.length).toBeGreaterThan(6);
  expect([...names].sort()).toEqual([...expected].sort());
});

test('a visitor searches the final minutes, pages them and opens a meeting; the CSV holds the search', async ({
  page,
  portal,
}) => {
  // Enough final minutes for a second page, removed afterwards (the server is shared).
  const master = await staffApi(portal.url, 'master@bem.demo');
  const created: string[] = [];
  try {
    for (let n = 1; n <= 5; n += 1) {
      const input: RisalahInput = {
        ...DEMO_RISALAH[0]!,
        namaRapat: `Rapat Piket Sekretariat ${n}`,
        tanggalRapat: `2025-07-0${n}`,
      };
      const response = await master.post(risalahResource.path, { data: input });
      expect(response.status()).toBe(201);
      created.push(((await response.json()) as { item: { id: string } }).item.id);
    }
    const finals = DEMO_RISALAH.filter((m) => m.published).length + created.length;

    await page.goto(`${portal.url}${RISALAH}`);
    await expect(page.getByRole('heading', { name: 'Risalah Rapat', level: 1 })).toBeVisible();
    const meetings = page.getByRole('heading', { level: 2 });
    await expect(meetings).toHaveCount(10);
    await expect(page.getByText(/^Halaman 1 dari 2$/)).toBeVisible();
    await page.getByRole('link', { name: 'Berikutnya' }).click();
    await expect(meetings).toHaveCount(finals - 10);
    // Drafts are never listed.
    await expect(page.getByText('Rapat Koordinasi Liga Voli')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Cari nama rapat' }).fill('pleno');
    await expect(meetings).toHaveText([
      'Rapat Pleno Tengah Periode',
      'Rapat Pleno Pembukaan Kabinet',
    ]);
    await expect(page).toHaveURL(/q=pleno/);
    const toggle = page.getByRole('button', { name: /Rapat Pleno Tengah Periode/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const section of [
      'Notulensi / Ringkasan',
      'Hasil Keputusan',
      'Daftar Hadir',
      'Tugas & Tindak Lanjut',
      'Lampiran',
    ])
      await expect(page.getByRole('heading', { name: section, level: 3 })).toBeVisible();
    await expect(page.getByText('Menyusun SOP administrasi')).toBeVisible();
    await expect(page.getByText('Belum Dikerjakan').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Laporan Tengah Periode.pdf' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );

    const names = await csvNames(await downloadCsv(page));
    expect(names).toEqual(['Rapat Pleno Tengah Periode', 'Rapat Pleno Pembukaan Kabinet']);
  } finally {
    for (const id of created) await master.delete(`${risalahResource.path}/${id}`);
    await master.dispose();
  }
});

test("an admin marks a minute final and a visitor's open page shows it without reloading", async ({
  browser,
  page,
  portal,
}) => {
  const name = 'Rapat Koordinasi Liga Voli';
  const visitor = await browser.newPage();
  await visitor.goto(`${portal.url}${RISALAH}`);
  await expect(visitor.getByRole('heading', { name: 'Risalah Rapat', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);

  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.goto(`${portal.url}/admin/risalah-rapat`);
  await expect(page.getByRole('heading', { name: 'Kelola Risalah', level: 1 })).toBeVisible();
  const final = page.getByRole('switch', { name: `Final: ${name}` });
  await expect(final).not.toBeChecked();
  try {
    await final.click();
    await expect(page.getByText('Risalah ditandai final dan tampil di publik.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: new RegExp(name) })).toBeVisible({
      timeout: 2_000,
    });
  } finally {
    // The demo keeps two drafts for the other tests.
    await final.click();
    await expect(final).not.toBeChecked();
  }
  await expect(visitor.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  await visitor.close();
});

test('Kelola Proker adds a programme with its ministry from Struktur, and the public page lists it', async ({
  page,
  portal,
}) => {
  const name = 'Pelatihan Jurnalistik Kampus';
  await signInThroughForm(page, portal.url, 'dagri@bem.demo');
  await page.goto(`${portal.url}/admin/proker`);
  await expect(page.getByRole('heading', { name: 'Kelola Proker', level: 1 })).toBeVisible();
  await expect(page.getByText('Total Proker')).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Proker' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Program Kerja' });
  await editor.getByRole('textbox', { name: 'Nama Program' }).fill(name);
  await editor
    .getByRole('combobox', { name: 'Kementerian Pelaksana' })
    .selectOption({ label: 'Kementerian Komunikasi dan Informasi (KOMINFO)' });
  await editor.getByRole('textbox', { name: 'Periode' }).fill('2025-2026');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    editor.getByText('Periode berupa dua tahun berurutan, misalnya 2025/2026.'),
  ).toBeVisible();
  await editor.getByRole('textbox', { name: 'Periode' }).fill('2025/2026');
  await editor.getByRole('textbox', { name: 'Deskripsi Singkat' }).fill('Menulis berita kegiatan.');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Program kerja ditambahkan.')).toBeVisible();

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${portal.url}${PROKER}?q=jurnalistik`);
  await expect(visitor.getByRole('heading', { level: 2 })).toHaveText([name]);
  await expect(visitor.getByText('TBA')).toBeVisible();
  await visitor.close();

  // Removed again (the server is shared by the other tests), with its confirmation.
  await page.getByRole('textbox', { name: 'Cari program kerja' }).fill('jurnalistik');
  await page.getByRole('button', { name: `Hapus: ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Hapus program kerja?' })
    .getByRole('button', { name: 'Hapus' })
    .click();
  await expect(page.getByText('Program kerja dihapus.')).toBeVisible();
});
