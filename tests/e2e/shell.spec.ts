import { expect, test } from './fixtures';

test.describe('the public shell on the real web build', () => {
  test('home page at 1280 px: navigation, hero and footer in Indonesian', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.setViewportSize({ width: 1280, height: 800 });
    const liveSettings = page.waitForResponse((r) =>
      r.url().endsWith('/api/live/settings/general'),
    );
    await page.goto('/');
    await liveSettings;
    await expect(page).toHaveTitle('BEM KM Poltek Nuklir');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Selamat Datang di Website Resmi BEM KM Poltek Nuklir',
    );
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Navigasi utama' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Beranda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Buka menu navigasi' })).toBeHidden();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Hubungi Kami')).toBeVisible();
    await expect(footer.getByText('Jl. Babarsari, Caturtunggal')).toBeVisible();
    await expect(footer.getByRole('link', { name: '@bempolteknuklir' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/bempolteknuklir',
    );
    await expect(
      footer.getByRole('img', { name: 'Politeknik Teknologi Nuklir Indonesia' }),
    ).toBeVisible();
    await expect(footer.getByRole('img', { name: /BRIN/ })).toBeVisible();
    // The prerendered HTML hydrates without mismatches, and nothing breaks the CSP.
    await page.waitForLoadState('load');
    expect(problems).toEqual([]);
  });

  test('the home page is readable before any script runs', async ({ browser, portal }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${portal.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Selamat Datang di Website Resmi BEM KM Poltek Nuklir',
    );
    await expect(page.getByRole('contentinfo').getByText('Hubungi Kami')).toBeVisible();
    await context.close();
  });

  test('every link on the home page leads to a page that exists', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs)) {
      await page.goto(href);
      await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toHaveCount(0);
    }
    await expect((await request.get('/api/health')).ok()).toBe(true);
  });

  test('at 390 px the drawer opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Buka menu navigasi' });
    await expect(burger).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'Navigasi utama' }),
    ).toBeHidden();
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Beranda' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Tutup menu navigasi' }).click();
    await expect(drawer).toBeHidden();
  });

  test('an unknown route shows the 404 page, which leads home', async ({ page }) => {
    await page.goto('/halaman/yang-tidak-ada');
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Selamat Datang');
  });

  test('a blocked page chunk shows the error, and "Coba Lagi" loads the page', async ({ page }) => {
    await page.route('**/assets/HomePage-*.js', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Halaman gagal dimuat');
    await expect(alert).toContainText('Periksa koneksi internet Anda');
    await page.unroute('**/assets/HomePage-*.js');
    await alert.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Selamat Datang');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
