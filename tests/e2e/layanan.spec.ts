import { servicesResource } from '../../src/shared/layanan/services-resource';
import type { TempServer } from '../support/temp-server';
import { expect, test } from './fixtures';
import { standInFormProvider } from './support/form-provider';
import { signInThroughForm } from './support/sign-in';

/** Sets every service's publication through the server's own service (with its live update). */
function publishAll(portal: TempServer, published: (id: string) => boolean) {
  const master = portal.services.users.findByEmail('master@bem.demo')!;
  const services = portal.services.resources.of(servicesResource);
  for (const { id, position: _position, ...values } of services.list())
    if (values.published !== published(id))
      services.update(master, id, { ...values, published: published(id) });
}

test('an admin publishes a service and a visitor on /layanan sees it and opens its form', async ({
  browser,
  page,
  portal,
}) => {
  const judul = `Pendaftaran Lomba Karya Tulis ${Date.now() % 100_000}`;
  const visitor = await browser.newPage();
  await standInFormProvider(visitor);
  await visitor.goto(`${portal.url}/layanan`);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Layanan Lainnya' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Aspirasi Mahasiswa' })).toBeVisible();

  await signInThroughForm(page, portal.url, 'pora@bem.demo');
  await page.goto(`${portal.url}/admin/layanan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola Layanan' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Layanan' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Layanan' });
  await editor.getByRole('textbox', { name: 'Judul' }).fill(judul);
  await editor.getByRole('textbox', { name: 'Deskripsi' }).fill('Daftarkan karya tulis Anda.');
  await editor.getByRole('combobox', { name: 'Kategori' }).fill('Kompetisi');

  // A link that would run script is refused on its field.
  const link = editor.getByRole('textbox', { name: 'Tautan formulir' });
  await link.fill('javascript:alert(1)');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    editor.getByText('Tautan formulir harus alamat lengkap yang diawali https://.'),
  ).toBeVisible();
  await link.fill('https://docs.google.com/forms/d/e/lomba-karya-tulis/viewform');
  await editor.getByRole('radio', { name: 'Pengumuman' }).click();
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();

  // Saved as a draft: listed for the admin, not for the visitor.
  const row = page.getByRole('listitem').filter({ hasText: judul });
  await expect(row).toBeVisible();
  await expect(visitor.getByRole('heading', { name: judul })).toHaveCount(0);

  await row.getByRole('switch', { name: `Terbitkan: ${judul}` }).click();
  await expect(visitor.getByRole('heading', { name: judul })).toBeVisible();

  // Its category filters the list; "Semua" brings the rest back.
  const filter = visitor.getByRole('group', { name: 'Filter kategori layanan' });
  await filter.getByRole('button', { name: 'Kompetisi' }).click();
  await expect(visitor.getByRole('heading', { name: 'Aspirasi Mahasiswa' })).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: judul })).toBeVisible();
  await filter.getByRole('button', { name: 'Semua' }).click();
  await expect(visitor.getByRole('heading', { name: 'Aspirasi Mahasiswa' })).toBeVisible();

  // Its form opens in the page, with the way to a new tab.
  await visitor.getByRole('button', { name: `Buka Formulir: ${judul}` }).click();
  const modal = visitor.getByRole('dialog', { name: judul });
  await expect(
    modal.frameLocator(`iframe[title="Formulir ${judul}"]`).getByRole('heading', {
      name: 'Formulir contoh penyedia',
    }),
  ).toBeVisible();
  await expect(modal.getByRole('link', { name: 'buka di tab baru' })).toHaveAttribute(
    'href',
    'https://docs.google.com/forms/d/e/lomba-karya-tulis/viewform',
  );
  await visitor.close();
});

test('Kelola Layanan hides and shows the "Layanan Digital Terpadu" group', async ({
  browser,
  page,
  portal,
}) => {
  try {
    const visitor = await browser.newPage();
    await visitor.goto(`${portal.url}/layanan`);
    const group = visitor.getByRole('heading', { level: 2, name: 'Layanan Digital Terpadu' });
    await expect(group).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Buka Layanan' })).toBeVisible();

    await signInThroughForm(page, portal.url, 'pora@bem.demo');
    await page.goto(`${portal.url}/admin/layanan`);
    const toggle = page.getByRole('switch', { name: 'Tampilkan Layanan Digital Terpadu' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Layanan Digital Terpadu disembunyikan.')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(group).toBeHidden();
    await expect(visitor.getByRole('link', { name: 'Buka Layanan' })).toHaveCount(0);
    // The services the admins publish stay.
    await expect(visitor.getByRole('heading', { name: 'Layanan Lainnya' })).toBeVisible();

    // A visitor arriving now gets the page without the group from the server.
    const html = await (await visitor.request.get(`${portal.url}/layanan`)).text();
    expect(html).not.toContain('Layanan Digital Terpadu');
    expect(html).toContain('Layanan Lainnya');

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(group).toBeVisible();
    await visitor.close();
  } finally {
    // Other specs on this server reach SI-BERKAS through the group.
    const settings = portal.services.settings;
    settings.replaceGeneral({ isEvotingPublished: settings.getGeneral().isEvotingPublished });
  }
});

test('with nothing published, /layanan says so', async ({ page, portal }) => {
  const published = new Map(
    portal.services.resources
      .of(servicesResource)
      .list()
      .map((s) => [s.id, s.published]),
  );
  try {
    publishAll(portal, () => false);
    const html = await (await page.request.get(`${portal.url}/layanan`)).text();
    expect(html).toContain('Belum ada layanan yang dipublikasikan.');
    await page.goto(`${portal.url}/layanan`);
    await expect(page.getByText('Belum ada layanan yang dipublikasikan.')).toBeVisible();
    // Live: the first published service replaces the text.
    const [first] = published.keys();
    publishAll(portal, (id) => id === first);
    await expect(page.getByText('Belum ada layanan yang dipublikasikan.')).toBeHidden();
  } finally {
    publishAll(portal, (id) => published.get(id) ?? false);
  }
});
