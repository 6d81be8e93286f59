import { expect, test } from './fixtures';

// The real navigation, footer and live settings, served by the real embedded server, over a route
// table where every SPEC.md §2 entry has a page (see harness/main.tsx).
test.use({ baseURL: undefined });

test.describe('navigation with every page of SPEC.md §2', () => {
  test('at 1280 px: the desktop menu and the Informasi dropdown', async ({ page, harness }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${harness.url}/`);
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Navigasi utama' });
    for (const label of ['Beranda', 'Struktur', 'Layanan', 'Berita', 'Dokumen', 'Tentang']) {
      await expect(bar.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'E-Voting' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();

    await bar.getByRole('button', { name: 'Informasi' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Transparansi Anggaran',
      'Program Kerja',
      'Risalah Rapat',
      'Inventaris Aset',
    ]);
    await menu.getByRole('menuitem', { name: 'Program Kerja' }).click();
    await expect(page).toHaveURL(/\/keterbukaan-informasi\/program-kerja$/);
    // A built page: the portal's own (the harness stands in only for pages not built yet).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arsip Program Kerja');
    await expect(bar.getByRole('button', { name: 'Informasi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('at 390 px: the drawer lists everything and closes after a choice', async ({
    page,
    harness,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${harness.url}/`);
    await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // SPEC.md §2's four transparency pages; the agenda is a link of its own, after Berita.
    await expect(drawer.getByRole('group', { name: 'Informasi' }).getByRole('link')).toHaveText([
      'Transparansi Anggaran',
      'Program Kerja',
      'Risalah Rapat',
      'Inventaris Aset',
    ]);
    const links = drawer.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link');
    const labels = await links.allTextContents();
    expect(labels.indexOf('Agenda Kegiatan')).toBe(labels.indexOf('Berita') + 1);
    await expect(drawer.getByRole('link', { name: 'E-Voting' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Tentang' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/tentang$/);
  });

  test('the E-Voting button follows the server setting live, within 2 s', async ({
    page,
    harness,
  }) => {
    harness.services.settings.replaceGeneral({ isEvotingPublished: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${harness.url}/`);
    const button = page.getByRole('banner').getByRole('link', { name: 'E-Voting' });
    await expect(button).toBeVisible();

    harness.services.settings.replaceGeneral({ isEvotingPublished: false });
    await expect(button).toBeHidden({ timeout: 2_000 });
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'E-Voting' })).toHaveCount(
      0,
    );

    // Removing the field brings the default (published) back.
    harness.services.settings.replaceGeneral({});
    await expect(button).toBeVisible({ timeout: 2_000 });
  });

  test('navigating resets the scroll to the top', async ({ page, harness }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // A long page: the structure with its ten divisions (every page of the table is built now).
    await page.goto(`${harness.url}/struktur`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Struktur Organisasi');
    // Scrolled again until its members have arrived (live) and the page is that long.
    await expect
      .poll(async () => {
        await page.evaluate('window.scrollTo(0, 1500)');
        return page.evaluate<number>('window.scrollY');
      })
      .toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Berita & Kegiatan' }).click();
    await expect(page).toHaveURL(/\/berita$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arsip Berita & Kegiatan');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
  });
});
