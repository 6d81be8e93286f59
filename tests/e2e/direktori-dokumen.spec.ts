import { organisationsResource } from '../../src/shared/direktori/organisations-resource';
import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

// Issue 16, items 5 and 8, as people use them: the master adds an organisation and a visitor
// finds it in the directory; an admin reorders documents and a visitor's /dokumen follows; a
// visitor reads the directory, an organisation and the documents on a phone and a desktop.

test('the master adds an organisation and it appears in the directory', async ({
  browser,
  page,
  portal,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${portal.url}/direktori`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Direktori UKM & Ormawa' }),
  ).toBeVisible();
  await visitor.getByRole('tab', { name: /Unit Kegiatan Mahasiswa/ }).click();
  await expect(visitor.getByText('Unit Kegiatan Mahasiswa Paduan Suara')).toHaveCount(0);

  await signInThroughForm(page, portal.url, 'master@bem.demo');
  await page.goto(`${portal.url}/admin/organisasi`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola Organisasi' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Organisasi' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Organisasi' });
  await editor.getByLabel(/^Nama Organisasi/).fill('Unit Kegiatan Mahasiswa Paduan Suara');
  await editor.getByText('UKM (Unit Kegiatan Mahasiswa)').click();
  await editor.getByLabel('Singkatan').fill('UKM PSM');
  await editor
    .getByLabel('Deskripsi')
    .fill('Paduan suara mahasiswa: latihan rutin dan tampil di wisuda.');
  // A dangerous link is refused on its field, and nothing is stored.
  await editor.getByLabel('Situs Web').fill('javascript:alert(1)');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    editor.getByText('Situs web harus berupa tautan http:// atau https://.'),
  ).toBeVisible();
  await editor.getByLabel('Situs Web').fill('');
  await editor.getByLabel('Instagram').fill('https://www.instagram.com/psm.polteknuklir');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();
  await expect(
    page
      .getByRole('list', { name: 'Daftar organisasi' })
      .getByText('Unit Kegiatan Mahasiswa Paduan Suara'),
  ).toBeVisible();

  // The visitor's open directory shows it (live), and its profile page.
  const card = visitor
    .getByRole('listitem')
    .filter({ hasText: 'Unit Kegiatan Mahasiswa Paduan Suara' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /Lihat Profil/ }).click();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Unit Kegiatan Mahasiswa Paduan Suara' }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: '@psm.polteknuklir' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/psm.polteknuklir',
  );
  await visitor.close();
});

test('an admin reorders documents and a visitor sees the new order', async ({
  browser,
  page,
  portal,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${portal.url}/dokumen`);
  const sop = visitor.getByRole('region', { name: 'SOP' }).getByRole('listitem');
  await expect(sop.first()).toContainText('SOP Pengajuan Proposal Kegiatan Ormawa');
  await expect(sop.nth(1)).toContainText('SOP Peminjaman Sport Center');

  await signInThroughForm(page, portal.url, 'pora@bem.demo');
  await page.goto(`${portal.url}/admin/dokumen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola Dokumen' })).toBeVisible();
  await page.getByRole('button', { name: 'Naik: SOP Peminjaman Sport Center' }).click();

  // The visitor's open page follows without a reload, and so does a fresh one from the server.
  await expect(sop.first()).toContainText('SOP Peminjaman Sport Center');
  await expect(sop.nth(1)).toContainText('SOP Pengajuan Proposal Kegiatan Ormawa');
  const html = await (await fetch(`${portal.url}/dokumen`)).text();
  expect(html.indexOf('SOP Peminjaman Sport Center')).toBeLessThan(
    html.indexOf('SOP Pengajuan Proposal Kegiatan Ormawa'),
  );
  await visitor.close();
});

for (const width of [390, 1280]) {
  test(`a visitor at ${width} px reads the directory, an organisation and the documents`, async ({
    page,
    portal,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const noHorizontalScroll = async () =>
      expect(
        await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth'),
      ).toBe(true);

    await page.goto(`${portal.url}/direktori`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Direktori UKM & Ormawa' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: /Himpunan Mahasiswa \(3\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const tkn = page
      .getByRole('listitem')
      .filter({ hasText: 'Himpunan Mahasiswa Teknokimia Nuklir' });
    await expect(tkn.getByRole('img', { name: 'Logo HIMA TKN' })).toBeVisible();
    // Lists load thumbnails only.
    const logo = tkn.getByRole('img', { name: 'Logo HIMA TKN' });
    const [stored] = portal.services.resources
      .of(organisationsResource)
      .list()
      .filter((o) => o.singkatan === 'HIMA TKN');
    await expect(logo).toHaveAttribute('src', stored?.logo?.thumbUrl ?? '');
    await page.getByRole('tab', { name: /Unit Kegiatan Mahasiswa/ }).click();
    await page.getByLabel('Cari organisasi').fill('robot');
    await expect(
      page.getByRole('heading', { name: 'Unit Kegiatan Mahasiswa Robotika' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unit Kegiatan Mahasiswa Seni' })).toBeHidden();
    await page.getByLabel('Cari organisasi').fill('tidak ada');
    await expect(page.getByText('Organisasi tidak ditemukan.').last()).toBeVisible();
    await noHorizontalScroll();

    await page.goto(`${portal.url}/organisasi/${stored?.id ?? ''}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Himpunan Mahasiswa Teknokimia Nuklir' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'himatkn.polteknuklir@gmail.com' }),
    ).toHaveAttribute('href', 'mailto:himatkn.polteknuklir@gmail.com');
    await expect(page.getByRole('link', { name: '0812 2734 5610' })).toHaveAttribute(
      'href',
      'https://wa.me/6281227345610',
    );
    await noHorizontalScroll();
    await page.goto(`${portal.url}/organisasi/tidak-ada`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Organisasi tidak ditemukan.' }),
    ).toBeVisible();

    await page.goto(`${portal.url}/dokumen`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pusat Dokumen' })).toBeVisible();
    for (const category of ['AD/ART', 'Surat Keputusan', 'SOP', 'Panduan & Templat'])
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    const pdf = page.getByRole('link', { name: /Unduh PDF .*: Anggaran Dasar Keluarga Mahasiswa/ });
    const href = await pdf.getAttribute('href');
    const served = await fetch(`${portal.url}${href ?? ''}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    await expect(page.getByRole('link', { name: /Buka.*Situs Badan Riset/ })).toHaveAttribute(
      'href',
      'https://www.brin.go.id/',
    );
    await page.getByLabel('Cari dokumen').fill('peminjaman');
    await expect(page.getByText('SOP Peminjaman Sport Center', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Anggaran Dasar Keluarga Mahasiswa Poltek Nuklir', { exact: true }),
    ).toBeHidden();
    await noHorizontalScroll();
  });
}

test('an admin adds a document with an uploaded PDF; a file that is not a PDF is refused', async ({
  browser,
  page,
  portal,
}) => {
  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.goto(`${portal.url}/admin/dokumen`);
  await page.getByRole('button', { name: 'Tambah Dokumen' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Dokumen' });
  await editor.getByLabel(/^Judul/).fill('SOP Penggunaan Sekretariat');
  await editor.getByText('Unggah PDF').click();

  // Named .pdf, but a picture inside: the server says so.
  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Pilih PDF' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'sop.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await expect(
    editor.getByText('Berkas harus berupa PDF (dilihat dari isi berkasnya, bukan namanya).'),
  ).toBeVisible();

  const again = page.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Pilih PDF' }).click();
  await (
    await again
  ).setFiles({
    name: 'SOP Sekretariat.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n'),
  });
  await expect(editor.getByText(/SOP Sekretariat\.pdf \(1 KB\)/)).toBeVisible();
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();

  const visitor = await browser.newPage();
  await visitor.goto(`${portal.url}/dokumen`);
  const link = visitor.getByRole('link', { name: /Unduh PDF.*SOP Penggunaan Sekretariat/ });
  await expect(link).toBeVisible();
  const served = await fetch(`${portal.url}${(await link.getAttribute('href')) ?? ''}`);
  expect(served.headers.get('content-type')).toBe('application/pdf');
  expect(served.headers.get('content-disposition')).toContain('SOP%20Sekretariat.pdf');
  await visitor.close();
});
