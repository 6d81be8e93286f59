import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import {
  strukturAnggotaResource,
  strukturDivisiResource,
} from '../../src/shared/struktur/struktur-resources';
import { apiClient } from '../contract/support/api-client';
import { expect, test } from './fixtures';
import { signInThroughForm } from './support/sign-in';

/**
 * Issue 16 items 3 and 7 as people use them: a visitor on a phone and on a desktop reads the
 * structure (and opens a member's profile) and the About page; the master edits the About page
 * and a visitor's open page follows.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function headings(page: Page) {
  return page.getByRole('heading', { level: 2 }).allTextContents();
}

for (const [device, viewport] of [
  ['ponsel 390 px', PHONE],
  ['desktop 1280 px', DESKTOP],
] as const) {
  test.describe(`pengunjung di ${device}`, () => {
    test.use({ viewport });

    test('membaca Struktur dan membuka profil pengurus', async ({ page }) => {
      await page.goto('/struktur');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Struktur Organisasi' }),
      ).toBeVisible();
      const sections = await headings(page);
      // Pembina first, the divisions in the organisation's order, the statistics last.
      expect(sections[0]).toBe('Pembina Organisasi');
      expect(sections.slice(1, 4)).toEqual([
        'Pengurus Harian',
        'Inspektorat Jenderal',
        'Sekretariat Jenderal',
      ]);
      expect(sections.at(-1)).toBe('Statistik Keanggotaan');

      // Leaders first within a division.
      const harian = page.getByRole('region', { name: 'Pengurus Harian' });
      const cards = harian.getByRole('button');
      await expect(cards.first()).toHaveAccessibleName(
        /^Muhammad Rizky Pratama Presiden Mahasiswa/,
      );

      // A member without a photo shows initials made here (no third-party avatar service).
      const keuangan = page.getByRole('region', { name: 'Kementerian Keuangan' });
      await expect(keuangan.getByText('RH', { exact: true })).toBeVisible();
      const origin = new URL(page.url()).origin;
      const sources = await page
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
      const external = sources.filter((src) => /^https?:/.test(src) && !src.startsWith(origin));
      expect(external).toEqual([]);

      const stats = page.getByRole('region', { name: 'Statistik Keanggotaan' });
      await expect(stats.getByText('Total Divisi')).toBeVisible();
      await expect(stats.getByText('Total Pengurus')).toBeVisible();
      await expect(stats.getByText('Teknokimia Nuklir')).toBeVisible();

      await harian.getByRole('button', { name: /^Anisa Rahmawati/ }).click();
      const profile = page.getByRole('dialog', { name: 'Profil Pengurus' });
      await expect(profile.getByRole('heading', { name: 'Anisa Rahmawati' })).toBeVisible();
      await expect(profile.getByText('Wakil Presiden Mahasiswa')).toBeVisible();
      await expect(profile.getByText('Elektronika Instrumentasi')).toBeVisible();
      await expect(profile.getByRole('link', { name: '@anisa.rahmawati' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/anisa.rahmawati/',
      );
      await expect(profile.getByText(/NIM|No\. HP|Nomor HP|Email/)).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(profile).toBeHidden();
    });

    test('membaca Tentang: Visi dan Misi, lalu Kontak Kami', async ({ page }) => {
      await page.goto('/tentang');
      await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
      const visi = page.getByRole('region', { name: 'Visi' });
      const misi = page.getByRole('region', { name: 'Misi' });
      await expect(misi.getByRole('list')).toBeVisible();
      expect(await misi.getByRole('list').evaluate((el) => el.tagName)).toBe('OL');
      await expect(misi.getByRole('listitem')).toHaveCount(5);
      const [v, m] = [await visi.boundingBox(), await misi.boundingBox()];
      if (viewport === DESKTOP) expect(Math.abs(v!.y - m!.y)).toBeLessThan(2);
      else expect(m!.y).toBeGreaterThan(v!.y + v!.height - 1);

      const contacts = page.getByRole('region', { name: 'Kontak Kami' });
      await expect(
        contacts.getByRole('link', { name: 'bempolteknuklir@gmail.com' }),
      ).toHaveAttribute('href', 'mailto:bempolteknuklir@gmail.com');
      await expect(contacts.getByRole('link', { name: '0812-2733-4455' })).toHaveAttribute(
        'href',
        'https://wa.me/6281227334455',
      );
      await expect(contacts.getByRole('link', { name: '@bempolteknuklir' })).toHaveAttribute(
        'href',
        'https://www.instagram.com/bempolteknuklir/',
      );
      await expect(contacts.getByText(/Jl\. Babarsari/)).toBeVisible();
    });
  });
}

test('the master adds and reorders an About section, a visitor sees it; a bad contact is refused', async ({
  browser,
  page,
  portal,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${portal.url}/tentang`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();

  await signInThroughForm(page, portal.url, 'master@bem.demo');
  await page.getByRole('link', { name: 'Kelola Halaman Tentang' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Kelola Halaman Tentang' }),
  ).toBeVisible();
  const rows = page
    .getByRole('list', { name: 'Daftar bagian halaman Tentang' })
    .getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  // A new section from the title suggestions; it goes last.
  await page.getByRole('button', { name: 'Tambah Bagian' }).click();
  let editor = page.getByRole('dialog', { name: 'Tambah Bagian' });
  await editor.getByRole('combobox', { name: 'Judul Bagian' }).fill('Tuj');
  await page.getByRole('option', { name: 'Tujuan' }).click();
  await editor
    .getByRole('textbox', { name: /^Isi/ })
    .fill('Menjadi penghubung aspirasi mahasiswa dengan pimpinan kampus.');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.last()).toHaveAccessibleName('Tujuan');

  // The visitor's open page shows it, after the contacts (the last block).
  const tujuan = visitor.getByRole('region', { name: 'Tujuan' });
  await expect(tujuan).toBeVisible();
  expect((await headings(visitor)).at(-1)).toBe('Tujuan');

  // Moved to the top: the visitor sees it first.
  for (let i = 0; i < before; i += 1)
    await page.getByRole('button', { name: 'Naik: Tujuan' }).click();
  await expect(rows.first()).toHaveAccessibleName('Tujuan');
  await expect.poll(async () => (await headings(visitor))[0]).toBe('Tujuan');

  // A contact whose value does not fit its type is refused on its field, and nothing is added.
  await page.getByRole('button', { name: 'Tambah Bagian' }).click();
  editor = page.getByRole('dialog', { name: 'Tambah Bagian' });
  await editor.getByRole('combobox', { name: 'Judul Bagian' }).fill('Kontak Kami');
  await page.keyboard.press('Escape'); // closes the suggestions, not the dialog
  await editor.getByRole('combobox', { name: 'Jenis Kontak' }).click();
  await page.getByRole('option', { name: 'Website' }).click();
  await editor.getByRole('textbox', { name: /^Kontak/ }).fill('javascript:alert(1)');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    editor.getByText('Isi kontak Website harus berupa tautan yang diawali http:// atau https://.'),
  ).toBeVisible();
  await editor.getByRole('button', { name: 'Batal' }).click();
  await expect(rows).toHaveCount(before + 1);

  // Removed again, so the other specs on this server see the seeded page.
  await page.getByRole('button', { name: 'Hapus: Tujuan' }).click();
  await page
    .getByRole('dialog', { name: 'Hapus bagian?' })
    .getByRole('button', { name: 'Hapus' })
    .click();
  await expect(rows).toHaveCount(before);
  await expect(tujuan).toBeHidden();
  await visitor.close();
});

test('an admin reorders divisions and adds a member; a visitor sees both', async ({
  browser,
  page,
  portal,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto(`${portal.url}/struktur`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Struktur Organisasi' }),
  ).toBeVisible();
  const divisionOrder = async () => (await headings(visitor)).slice(1, -1);
  const before = await divisionOrder();
  expect(before.slice(-2)).toEqual([
    'Kementerian Komunikasi dan Informasi (KOMINFO)',
    'Kementerian Ekonomi Kreatif',
  ]);

  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.getByRole('link', { name: 'Kelola Struktur' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola Struktur' })).toBeVisible();
  await page.getByRole('button', { name: 'Naik: Kementerian Ekonomi Kreatif' }).click();
  await expect
    .poll(async () => (await divisionOrder()).slice(-2))
    .toEqual(['Kementerian Ekonomi Kreatif', 'Kementerian Komunikasi dan Informasi (KOMINFO)']);

  await page.getByRole('combobox', { name: 'Divisi yang ditampilkan' }).click();
  await page.getByRole('option', { name: 'Kementerian Ekonomi Kreatif' }).click();
  await page.getByRole('button', { name: 'Tambah Pengurus' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Pengurus' });
  await editor.getByRole('textbox', { name: 'Nama' }).fill('Gilang Ramadhan');
  await editor.getByRole('combobox', { name: 'Jabatan' }).fill('Staf Usaha Dana');
  await editor.getByRole('textbox', { name: 'Angkatan' }).fill('2025');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();

  const ekraf = visitor.getByRole('region', { name: 'Kementerian Ekonomi Kreatif' });
  await expect(
    ekraf.getByRole('button', { name: /^Gilang Ramadhan Staf Usaha Dana/ }),
  ).toBeVisible();
  // A leader stays first even though the new member was added last.
  await expect(ekraf.getByRole('button').first()).toHaveAccessibleName(/^Farhan Akbar Menteri/);

  // Back as it was, for the other specs on this server.
  await page.getByRole('button', { name: 'Hapus: Gilang Ramadhan' }).click();
  await page
    .getByRole('dialog', { name: 'Hapus pengurus?' })
    .getByRole('button', { name: 'Hapus' })
    .click();
  await expect(ekraf.getByText('Gilang Ramadhan')).toHaveCount(0);
  await page.getByRole('button', { name: 'Turun: Kementerian Ekonomi Kreatif' }).click();
  await expect.poll(divisionOrder).toEqual(before);
  await visitor.close();
});

test('a division another admin just gave a member is not removed: the backend refuses with its reason', async ({
  page,
  portal,
}) => {
  const api = apiClient(portal.url);
  const master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
  await signInThroughForm(page, portal.url, 'sekjen@bem.demo');
  await page.getByRole('link', { name: 'Kelola Struktur' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola Struktur' })).toBeVisible();

  await page.getByRole('button', { name: 'Tambah Divisi' }).click();
  const editor = page.getByRole('dialog', { name: 'Tambah Divisi' });
  await editor.getByRole('textbox', { name: 'Nama Divisi' }).fill('Biro Uji Hapus');
  await editor.getByRole('button', { name: 'Simpan' }).click();
  await expect(editor).toBeHidden();

  // The manager saw no member and asks to confirm; meanwhile another admin adds one.
  await page.getByRole('button', { name: 'Hapus: Biro Uji Hapus' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus divisi?' });
  await expect(confirm).toBeVisible();
  const divisions = (await api.call('GET', strukturDivisiResource.path)).body as {
    items: { id: string; nama: string }[];
  };
  const divisi = divisions.items.find((d) => d.nama === 'Biro Uji Hapus')!;
  const added = await api.call('POST', strukturAnggotaResource.path, {
    as: master,
    body: {
      divisiId: divisi.id,
      nama: 'Hana Uji',
      jabatan: 'Staf',
      prodi: '',
      angkatan: '',
      instagram: '',
      linkedin: '',
      foto: null,
    },
  });
  expect(added.status).toBe(201);
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(
    page.getByText('Pindahkan atau hapus 1 pengurus "Biro Uji Hapus" terlebih dahulu.'),
  ).toBeVisible();
  // The dialog stays open (as after any failed removal); the division stays listed.
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Hapus: Biro Uji Hapus' })).toBeVisible();

  // Once the member is gone, the division is removed (and the server is as it was).
  const memberId = (added.body as { item: { id: string } }).item.id;
  const gone = await api.call('DELETE', `${strukturAnggotaResource.path}/${memberId}`, {
    as: master,
  });
  expect(gone.status).toBe(204);
  await page.getByRole('button', { name: 'Hapus: Biro Uji Hapus' }).click();
  await page
    .getByRole('dialog', { name: 'Hapus divisi?' })
    .getByRole('button', { name: 'Hapus' })
    .click();
  await expect(page.getByRole('button', { name: 'Hapus: Biro Uji Hapus' })).toHaveCount(0);
});
