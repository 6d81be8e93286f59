import sharp from 'sharp';
import { expect, test } from './fixtures';
import { DEMO_NEWS_DETAIL_PATH } from '../../src/server/seed/demo-news';
import { signInThroughForm } from './support/sign-in';

/** A picture as a person would choose it from their phone: a PNG made here. */
async function picture(colour: string) {
  const buffer = await sharp({
    create: { width: 900, height: 600, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name: `foto-${colour.slice(1)}.png`, mimeType: 'image/png', buffer };
}

test('an admin writes a news item with two pictures as a draft, publishes it, and an open /berita shows it at once', async ({
  browser,
  page,
  portal,
  request,
}) => {
  const title = 'Donor Darah Bersama PMI Sleman';
  const slug = 'donor-darah-bersama-pmi-sleman';
  const visitor = await browser.newPage();
  await visitor.goto(`${portal.url}/berita`);
  await expect(visitor.getByRole('heading', { name: 'Arsip Berita & Kegiatan' })).toBeVisible();

  await signInThroughForm(page, portal.url, 'dagri@bem.demo');
  await page.goto(`${portal.url}/admin/kelola-berita`);
  await expect(page.getByRole('heading', { name: 'Kelola Berita', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Berita' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Berita' });
  await editor.getByRole('textbox', { name: 'Judul' }).fill(title);
  await editor
    .getByRole('textbox', { name: 'Ringkasan' })
    .fill('Empat puluh mahasiswa mendonorkan darah di kampus Babarsari.');
  await editor
    .getByRole('textbox', { name: 'Isi Berita' })
    .fill('Kegiatan donor darah berlangsung di aula.\n\nTerima kasih kepada PMI Sleman.');
  await editor
    .locator('input[type="file"][aria-label="Gambar Utama"]')
    .setInputFiles(await picture('#cc3344'));
  await expect(editor.getByRole('textbox', { name: 'Teks Alternatif' })).toHaveCount(1);
  await editor
    .getByRole('textbox', { name: 'Teks Alternatif' })
    .fill('Mahasiswa berbaring saat donor darah');
  await editor
    .locator('input[type="file"][aria-label="Gambar 2"]')
    .setInputFiles(await picture('#3344cc'));
  await expect(editor.getByRole('textbox', { name: 'Teks Alternatif' })).toHaveCount(2);
  await editor
    .getByRole('textbox', { name: 'Teks Alternatif' })
    .nth(1)
    .fill('Petugas PMI memeriksa tekanan darah');
  await expect(editor.getByRole('checkbox', { name: /Terbitkan/ })).not.toBeChecked();
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();
  const publish = page.getByRole('switch', { name: `Terbitkan: ${title}` });
  await expect(publish).not.toBeChecked();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText(
    'Kementerian Dalam Negeri',
  );

  // A draft: not on the visitor's open list, and its address is the 404 page.
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  expect((await request.get(`${portal.url}/berita/${slug}`)).status()).toBe(404);

  await publish.click();
  await expect(page.getByText('Berita diterbitkan.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toBeVisible({ timeout: 1_000 });

  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/berita/${slug}$`));
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.getByText('Kementerian Dalam Negeri')).toBeVisible();
  await expect(
    visitor.getByRole('img', { name: 'Mahasiswa berbaring saat donor darah' }),
  ).toBeVisible();
  await visitor.getByRole('button', { name: /Tampilkan gambar 2/ }).click();
  await expect(
    visitor.getByRole('img', { name: 'Petugas PMI memeriksa tekanan darah' }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Bagikan ke WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${slug}`),
  );
  await expect(visitor).toHaveTitle(`${title} | BEM KM Poltek Nuklir`);

  // The address as a chat app fetches it for a preview: no scripts run.
  const html = await (await request.get(`${portal.url}/berita/${slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${title} | BEM KM Poltek Nuklir"`);
  expect(html).toMatch(
    /<meta property="og:image" content="[^"]*\/api\/images\/[\w-]{22}\.(jpg|webp|png)"/,
  );
  expect(html).toContain(`<title>${title} | BEM KM Poltek Nuklir</title>`);
  await visitor.close();
});

for (const width of [390, 1280]) {
  test(`a visitor reads /berita and a news item at ${width} px`, async ({ page, portal }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${portal.url}/berita`);
    await expect(page.getByRole('heading', { name: 'Arsip Berita & Kegiatan' })).toBeVisible();
    const cards = page.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(cards).toHaveCount(6);
    await expect(page.getByText(/^Halaman 1 dari \d+$/)).toBeVisible();
    await page.getByRole('link', { name: 'Berikutnya' }).click();
    await expect(page.getByText(/^Halaman 2 dari \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/halaman=2/);

    await page.goto(`${portal.url}/berita`);
    await page.getByRole('combobox', { name: 'Kategori' }).selectOption('Pengumuman');
    await expect(page.getByRole('link', { name: /Jadwal Layanan Sekretariat/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Turnamen Futsal/ })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Kategori' }).selectOption('');
    await page.getByRole('textbox', { name: 'Cari judul berita' }).fill('futsal');
    await expect(cards).toHaveCount(1);
    await page
      .getByRole('textbox', { name: 'Cari judul berita' })
      .fill('tidak ada judul seperti ini');
    await expect(page.getByText('Tidak ada berita yang ditemukan.')).toBeVisible();

    await page.goto(`${portal.url}${DEMO_NEWS_DETAIL_PATH}`);
    await expect(page.getByRole('heading', { name: /PKKMB 2025/, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Tanggal Kegiatan: 25 Agustus 2025$/)).toBeVisible();
    await expect(page.getByText(/^Dipublikasikan: 26 Agustus 2025$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salin Tautan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat di Instagram' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.instagram\.com\//,
    );
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
  });
}
