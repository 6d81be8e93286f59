import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { anggaranResource } from '../../src/shared/keterbukaan/anggaran-resource';
import type { AnggaranInput } from '../../src/shared/keterbukaan/anggaran';
import { staffApi } from './support/berkas';

// Transparansi Anggaran as a visitor meets it (issue 17): filters, pages and the detail of the
// backend's list; a programme recorded by Kementerian Keuangan through the API reaches an open
// page with its totals, without a reload; another ministry is refused; the CSV of a filtered list
// holds exactly its rows. The programmes made here share a name word ("Ekspedisi") so the demo's
// own budgets never change what these checks count.

const PATH = '/keterbukaan-informasi/anggaran';
const WORD = 'Ekspedisi';

interface Organisation {
  id: string;
  nama: string;
}

function programme(n: number, organisation: Organisation, over: Partial<AnggaranInput> = {}) {
  return {
    namaProgram: `${WORD} Sains ${String(n).padStart(2, '0')}`,
    organisasiId: organisation.id,
    tahun: n % 2 ? 2025 : 2024,
    status: n % 3 ? 'Berjalan' : 'Selesai',
    tanggalKegiatan: '2025-08-17',
    linkSpj: n === 1 ? 'https://drive.example.test/spj/1' : '',
    prokerId: '',
    totalDiajukan: 6_000_000,
    totalDisetujui: 5_000_000,
    realisasi: { mode: 'rekap', total: 1_000_000 * (n % 4) },
    ...over,
  } satisfies AnggaranInput;
}

async function create(api: APIRequestContext, input: AnggaranInput) {
  const response = await api.post(anggaranResource.path, { data: input });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { item: { id: string } }).item;
}

/** The figure under a label of "Ringkasan Dana Global", as shown. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Ringkasan Dana Global' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');

let organisations: Organisation[] = [];

test.beforeAll(async ({ portal }) => {
  const list = await (await fetch(`${portal.url}/api/resources/organisasi`)).json();
  organisations = (list as { items: Organisation[] }).items.slice(0, 2);
  expect(organisations).toHaveLength(2);
  const keuangan = await staffApi(portal.url, 'keuangan@bem.demo');
  try {
    // 12 programmes of the search word: two pages; 1 has three expense rows.
    for (let n = 1; n <= 12; n += 1)
      await create(
        keuangan,
        programme(n, organisations[n % 2]!, {
          ...(n === 2
            ? {
                realisasi: {
                  mode: 'rincian',
                  rincian: [
                    { deskripsi: 'Sewa bus', jumlah: 1_500_000, tanggal: '2025-08-15' },
                    { deskripsi: 'Konsumsi peserta', jumlah: 750_000, tanggal: '2025-08-16' },
                    { deskripsi: 'Dokumentasi', jumlah: 250_000, tanggal: '' },
                  ],
                },
              }
            : {}),
        }),
      );
    const sbm = await keuangan.post('/api/resources/standar-biaya', {
      data: {
        tahun: 2099,
        items: [
          {
            kategori: 'Transportasi Uji',
            rincian: 'Sewa bus pariwisata',
            satuan: 'hari',
            harga: 3_500_000,
            ketentuan: 'Termasuk sopir',
          },
        ],
      },
    });
    expect(sbm.status()).toBe(201);
  } finally {
    await keuangan.dispose();
  }
});

test('a visitor filters, pages and opens a programme’s detail', async ({ page, portal }) => {
  await page.goto(`${portal.url}${PATH}?q=${WORD.toLowerCase()}`);
  await expect(
    page.getByRole('heading', { name: 'Transparansi Anggaran', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Standar Biaya Masukan (SBM) TAHUN 2099' }),
  ).toBeVisible();
  await expect(page.getByText('Sewa bus pariwisata')).toBeVisible();
  const rows = page
    .getByRole('list')
    .filter({ hasText: `${WORD} Sains` })
    .getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await expect(page.getByText('Halaman 1 dari 2')).toBeVisible();
  await page.getByRole('link', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/halaman=2/);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`${WORD} Sains`);

  // Each filter is the backend's: the address changes and the list follows.
  await page.getByRole('combobox', { name: 'Tahun' }).selectOption('2024');
  await expect(page).toHaveURL(/tahun=2024/);
  await expect(page).not.toHaveURL(/halaman=/);
  await expect(rows).toHaveCount(6);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Selesai');
  await expect(rows).toHaveCount(2); // 6 and 12
  await page
    .getByRole('combobox', { name: 'Organisasi' })
    .selectOption({ label: organisations[1]!.nama });
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('Tidak ada program yang sesuai dengan filter.')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Organisasi' })
    .selectOption({ label: organisations[0]!.nama });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`${organisations[0]!.nama} • 2024`);

  // The detail: three expense rows, or the recap note.
  await page.goto(`${portal.url}${PATH}?q=${encodeURIComponent(`${WORD} sains 02`)}`);
  await page.getByRole('button', { name: new RegExp(`${WORD} Sains 02`) }).click();
  const detail = page.getByRole('dialog', { name: `${WORD} Sains 02` });
  await expect(detail.getByText('Rincian Pengeluaran (3 butir)')).toBeVisible();
  await expect(detail.getByRole('row')).toHaveCount(4);
  await expect(detail.getByText('Konsumsi peserta')).toBeVisible();
  await expect(detail).toContainText(/Rp\s2\.500\.000/);
  await expect(detail).toContainText(/Rp\s5\.000\.000/);
  await detail.getByRole('button', { name: 'Tutup' }).click();
  await expect(detail).toBeHidden();

  await page.getByRole('textbox', { name: 'Cari nama program' }).fill(`${WORD} sains 01`);
  await expect(rows).toHaveCount(1);
  await expect(
    rows.first().getByRole('link', { name: `Dokumen SPJ ${WORD} Sains 01` }),
  ).toHaveAttribute('href', 'https://drive.example.test/spj/1');
  await page.getByRole('button', { name: new RegExp(`${WORD} Sains 01`) }).click();
  await expect(
    page.getByText('Realisasi program ini dimasukkan dalam mode Rekapitulasi Total.'),
  ).toBeVisible();
});

test('a programme recorded by Kementerian Keuangan reaches an open page and its totals, live', async ({
  page,
  portal,
}) => {
  await page.goto(`${portal.url}${PATH}?q=${encodeURIComponent('Ekspedisi Laut')}`);
  await expect(page.getByText('Tidak ada program yang sesuai dengan filter.')).toBeVisible();
  const realised = figure(page, 'Total Realisasi');
  const before = await realised.textContent();
  const approvedBefore = await figure(page, 'Total Disetujui').textContent();

  // Another ministry is refused by the API, and nothing changes.
  const dagri = await staffApi(portal.url, 'dagri@bem.demo');
  const refused = await dagri.post(anggaranResource.path, {
    data: programme(40, organisations[0]!, { namaProgram: `${WORD} Laut Titipan` }),
  });
  expect(refused.status()).toBe(403);
  await dagri.dispose();

  const keuangan = await staffApi(portal.url, 'keuangan@bem.demo');
  const created = await create(
    keuangan,
    programme(41, organisations[0]!, {
      namaProgram: `${WORD} Laut Karimunjawa`,
      totalDisetujui: 20_000_000,
      realisasi: {
        mode: 'rincian',
        rincian: [
          { deskripsi: 'Kapal', jumlah: 4_000_000, tanggal: '2025-07-01' },
          { deskripsi: 'Penginapan', jumlah: 3_000_000, tanggal: '2025-07-02' },
          { deskripsi: 'Perlengkapan selam', jumlah: 1_000_000, tanggal: '' },
        ],
      },
    }),
  );
  const rows = page.getByRole('listitem').filter({ hasText: `${WORD} Laut Karimunjawa` });
  await expect(rows).toHaveCount(1, { timeout: 2_000 });
  await expect(page.getByText(`${WORD} Laut Titipan`)).toHaveCount(0);
  const parse = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
  await expect
    .poll(async () => parse(await realised.textContent()) - parse(before))
    .toBe(8_000_000);
  await expect
    .poll(
      async () =>
        parse(await figure(page, 'Total Disetujui').textContent()) - parse(approvedBefore),
    )
    .toBe(20_000_000);
  expect((await keuangan.delete(`${anggaranResource.path}/${created.id}`)).status()).toBe(204);
  await keuangan.dispose();
  await expect(rows).toHaveCount(0);
});

test('the CSV of a filtered list holds exactly its rows', async ({ page, portal }) => {
  await page.goto(`${portal.url}${PATH}?q=${WORD.toLowerCase()}&tahun=2025`);
  const rows = page
    .getByRole('list')
    .filter({ hasText: `${WORD} Sains` })
    .getByRole('listitem');
  await expect(rows).toHaveCount(6);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^transparansi-anggaran-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('"Nama Program"');
  const names = lines.slice(1).map((line) => /^"([^"]*)"/.exec(line)?.[1]);
  expect(names).toEqual(
    [1, 3, 5, 7, 9, 11].map((n) => `${WORD} Sains ${String(n).padStart(2, '0')}`),
  );
  // Amounts are plain numbers.
  expect(lines[1]).toContain(',5000000,');
});

test('/keterbukaan-informasi leads to the anggaran page', async ({ page, portal }) => {
  await page.goto(`${portal.url}/keterbukaan-informasi`);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(
    page.getByRole('heading', { name: 'Transparansi Anggaran', level: 1 }),
  ).toBeVisible();
});
