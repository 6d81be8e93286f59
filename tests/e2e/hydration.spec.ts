import type { Page } from '@playwright/test';
import { PUBLIC_PAGE_PATHS, PUBLIC_RECORD_PAGES } from '../contract/support/public-page-paths';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import { AUTH_MESSAGES } from '../../src/shared/auth-api';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';

/**
 * Every public page arrives rendered by the server and the app attaches to that HTML instead of
 * rebuilding it: a mismatch between the two would make React throw the server's HTML away (a
 * flash, a second largest paint, lost input) and report a recoverable error.
 */

/** Keeps the heading the server sent, before any script of the page runs. */
async function rememberServerHeading(page: Page): Promise<void> {
  // A string: the script runs in the page, whose DOM types this Node project does not load.
  await page.addInitScript(`
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.serverHeading = document.querySelector('h1');
    });
  `);
}

const NOT_FOUND = '/halaman-yang-tidak-ada';

/** Errors the page reports (console and uncaught), except what `ignore` says is meant. */
function collectProblems(page: Page, ignore: (url: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore(message.location().url))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Scripts arrive late, as on a phone. */
async function slowScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

/** React has claimed the very heading the server sent, not a copy rendered after a mismatch. */
async function expectServerHeadingClaimed(page: Page): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  // React marks each DOM node it has claimed with an internal key.
  const claimed = () =>
    heading.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
    );
  // Every script is held back 600 ms, and a page's chunks arrive one import after another: on a
  // busy machine hydration takes longer than the default 5 s. What is tested is which heading
  // React keeps, not how fast (that is the bench's).
  await expect.poll(claimed, { message: 'heading claimed by React', timeout: 20_000 }).toBe(true);
  const isServerHeading = await heading.evaluate(
    (element) =>
      element ===
      (element.ownerDocument.defaultView as { serverHeading?: unknown } | null)?.serverHeading,
  );
  expect(isServerHeading).toBe(true);
}

/**
 * Pages only an account or a voter uses, which send anyone else on to sign in: their visitor is
 * that person, signed in (a signed-out visitor is sent away before any heading could be claimed).
 */
const SIGNED_IN: Readonly<Record<string, { login: string; email: string }>> = {
  '/request-pemilihan': { login: '/api/auth/login', email: 'panitia@bem.demo' },
  '/dashboard-pemilih': { login: '/api/pemilih/login', email: 'pemilih1@bem.demo' },
  '/profil-pemilih': { login: '/api/pemilih/login', email: 'pemilih1@bem.demo' },
};

/**
 * Pages that show what the page before left in this tab, and without it send the visitor back:
 * the storage is written before any script of the page runs, as that page would have.
 */
const LEFT_IN_TAB: Readonly<Record<string, string>> = {
  '/pinjam-sc/sukses': `sessionStorage.setItem('pinjam-sc/tanda-terima', ${JSON.stringify(
    JSON.stringify({
      kode: 'SC-ABCDE-12345',
      penanggungJawab: 'Rina Wulandari',
      booking: {
        ruangId: 'ruang',
        ruang: 'Lapangan Basket',
        organisasi: 'UKM Basket',
        tanggal: '2030-03-04',
        waktuMulai: '08:00',
        waktuSelesai: '10:00',
        status: 'aktif',
        checkInPada: null,
        checkOutPada: null,
      },
    }),
  )});`,
};

for (const path of [...PUBLIC_PAGE_PATHS, ...Object.keys(PUBLIC_RECORD_PAGES), NOT_FOUND]) {
  test(`${path} hydrates the server's HTML without a mismatch`, async ({ page, baseURL }) => {
    // The 404 page's own status is reported as a failed resource; it is meant.
    const problems = collectProblems(page, (url) => path === NOT_FOUND && url.endsWith(NOT_FOUND));
    const account = SIGNED_IN[path];
    if (account) {
      // The page's context shares these cookies.
      const signedIn = await page.request.post(account.login, {
        data: { email: account.email, password: DEMO_PASSWORD },
        headers: { Origin: baseURL! },
      });
      expect(signedIn.status()).toBe(200);
    }
    const leftInTab = LEFT_IN_TAB[path];
    if (leftInTab) await page.addInitScript(leftInTab);
    await rememberServerHeading(page);
    // Live data and the session answer before a page's code: the order that made React drop the
    // server's HTML while the page's chunk was still loading.
    await slowScripts(page);

    // Not 'networkidle': the live streams stay open.
    await page.goto(path);

    await expectServerHeadingClaimed(page);
    expect(problems).toEqual([]);
  });
}

/** The elections' own pages by the links /pemilihan's HTML holds (the demo's ids are random). */
async function electionPages(page: Page): Promise<{ results: string; booth: string }> {
  const html = await (await page.request.get('/pemilihan')).text();
  const results = /href="(\/hasil\/[^"]+)"/.exec(html)?.[1];
  const booth = /href="(\/voting\/[^"]+)"/.exec(html)?.[1];
  if (!results || !booth) throw new Error('the demo has a published and an open election');
  return { results, booth };
}

for (const which of ['published', 'not yet published'] as const) {
  test(`/hasil/{id}, ${which}, hydrates the server's HTML without a mismatch`, async ({ page }) => {
    const { results, booth } = await electionPages(page);
    const path = which === 'published' ? results : booth.replace('/voting/', '/hasil/');
    const problems = collectProblems(page);
    await rememberServerHeading(page);
    await slowScripts(page);
    await page.goto(path);
    await expectServerHeadingClaimed(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      which === 'published' ? 'Hasil Resmi Pemilihan' : 'Hasil Belum Tersedia',
    );
    expect(problems).toEqual([]);
  });
}

test("the wizard with a saved draft keeps the server's HTML, then brings the draft back", async ({
  page,
}) => {
  await page.goto('/layanan/berkaskm/ajukan');
  const name = page.getByRole('textbox', { name: 'Nama Kegiatan' });
  await name.fill('Festival Sains Nuklir');
  // The draft is written on every change; wait until it is there before leaving.
  await expect.poll(() => page.evaluate<number>('localStorage.length')).toBeGreaterThan(0);

  const problems = collectProblems(page);
  await rememberServerHeading(page);
  await slowScripts(page);
  await page.goto('/layanan/berkaskm/ajukan');

  await expectServerHeadingClaimed(page);
  await expect(name).toHaveValue('Festival Sains Nuklir');
  await expect(
    page.getByText('Jawaban yang belum dikirim telah dipulihkan.', { exact: false }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('a visitor who signs in before the scripts have arrived is signed in, the password never in the address', async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.route(/\/assets\/index-.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('master@bem.demo');
  await page.getByRole('textbox', { name: 'Kata Sandi', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  expect(
    addresses.filter((address) => address.includes(encodeURIComponent(DEMO_PASSWORD))),
  ).toEqual([]);
});

test('a new admin who fills in /register, chooses and ticks before the scripts have arrived is registered', async ({
  page,
}) => {
  await page.route(/\/assets\/index-.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/register');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Nama Lengkap').fill('Rina Early');
  await field('Email').fill('rina.early@polteknuklir.ac.id');
  await field('Kata Sandi').fill('Reaktor-Kartini-1987!');
  await field('Ulangi Kata Sandi').fill('Reaktor-Kartini-1987!');
  await page.getByRole('combobox', { name: 'Kementerian' }).selectOption('Kementerian PSDM');
  await page.getByRole('checkbox', { name: /Saya menyetujui/ }).check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();

  await expect(page.getByRole('status')).toHaveText(AUTH_MESSAGES.registered, { timeout: 15_000 });
});

test('the phone menu tapped before the scripts have arrived opens once they have', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/index-.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Buka menu navigasi' }).click();

  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 15_000 });
});

test('a link taken from the wizard before the scripts have arrived still asks before leaving', async ({
  page,
}) => {
  await page.route(/\/assets\/index-.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/layanan/berkaskm/ajukan');
  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Seminar Aksesibilitas');
  await page.getByRole('link', { name: 'SI-BERKAS & SI-LAKAS' }).click();

  await expect(page.getByRole('dialog', { name: 'Tinggalkan halaman pengajuan?' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/ajukan$/);
});

test('a link taken while the scripts never arrive still leads to its page', async ({ page }) => {
  await page.route(/\/assets\/index-.+\.js$/, (route) => route.abort());
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Layanan' })
    .click();

  await expect(page).toHaveURL(/\/layanan$/, { timeout: 15_000 });
});

for (const late of ['index', 'DirektoriPage', 'http-backend']) {
  test(`a directory profile tapped at 390 px before the ${late} script has arrived opens that profile`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(new RegExp(`/assets/${late}-.+\\.js$`), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/direktori');
    await page.getByRole('link', { name: /Lihat Profil.*Teknokimia/ }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Himpunan Mahasiswa Teknokimia Nuklir' }),
    ).toBeVisible({ timeout: 15_000 });
  });
}

test('a visitor who scrolled before the app took over stays there, and the card tapped opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.route(/\/assets\/index-.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/struktur');
  await page.evaluate('window.scrollTo(0, 600)');
  await waitForApp(page);
  expect(await page.evaluate<number>('window.scrollY')).toBe(600);

  await page.getByRole('button', { name: /^Anisa Rahmawati/ }).click();
  await expect(page.getByRole('dialog', { name: 'Profil Pengurus' }).first()).toBeVisible();
});
