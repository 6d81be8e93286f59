import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { NIM_MESSAGES } from '../../src/shared/evoting/prodi';
import { VOTER_MESSAGES } from '../../src/shared/evoting/voter';
import { expect, test } from './fixtures';
import { waitForApp } from './support/app-ready';
import { idleClockStartsInNextDocument } from './support/idle-clock';

// Issue 18, item 1, as a student meets it: register as a voter, sign out and in again, edit the
// profile photo (stored as a 300 px wide JPEG), forget the password and reset it from the mail.

const PASSWORD = 'kunci-pemilih-e2e-77';

/** The newest voter reset link mailed to `email`, from the server's outbox (no SMTP in tests). */
function voterResetLink(dataDir: string, email: string): string | null {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return null;
  const file = fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(`${email}.txt`))
    .sort()
    .at(-1);
  if (!file) return null;
  return (
    /https?:\/\/\S+\/reset-sandi-pemilih\?token=\S+/.exec(
      fs.readFileSync(path.join(outbox, file), 'utf8'),
    )?.[0] ?? null
  );
}

async function register(page: Page, voter: { nama: string; nim: string; email: string }) {
  await page.goto('/register-pemilih');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Nama Lengkap' }).fill(voter.nama);
  await page
    .getByRole('combobox', { name: 'Program Studi' })
    .selectOption('Elektronika Instrumentasi');
  await page.getByRole('textbox', { name: 'NIM' }).fill(voter.nim);
  await page.getByRole('textbox', { name: 'Email Mahasiswa' }).fill(voter.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Konfirmasi Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /syarat & ketentuan pemilih/ }).check();
  await page.getByRole('button', { name: 'Daftar' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login-pemilih');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

test('a student registers, signs out and in, and puts a 300 px JPEG photo on their profile', async ({
  page,
  portal,
}) => {
  const voter = { nama: 'Dewi Lestari', nim: '029900101', email: 'dewi.e2e@uji.test' };

  // The NIM rule as they type: the programme's prefix is named before anything is sent.
  await page.goto('/register-pemilih');
  await waitForApp(page);
  await page.getByRole('combobox', { name: 'Program Studi' }).selectOption('Teknokimia Nuklir');
  await page.getByRole('textbox', { name: 'NIM' }).fill(voter.nim);
  await expect(page.getByText(NIM_MESSAGES.prefix('Teknokimia Nuklir'))).toBeVisible();

  await register(page, voter);
  // The dashboard is another part's page: the address is what this part promises.
  await expect(page).toHaveURL(/\/dashboard-pemilih$/);

  // Signed out (the dashboard's Logout is another part's): the profile sends them to sign in.
  await page.evaluate(`fetch('/api/pemilih/logout', { method: 'POST' })`);
  await page.goto('/profil-pemilih');
  await expect(page).toHaveURL(/\/login-pemilih\?redirect=%2Fprofil-pemilih$/);

  await signIn(page, voter.email, 'bukan-passwordnya-1');
  await expect(page.getByText(VOTER_MESSAGES.loginFailed)).toBeVisible();
  await signIn(page, voter.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard-pemilih$/);

  await page.goto('/profil-pemilih');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profil Pemilih' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'NIM' })).toHaveValue(voter.nim);
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: photo,
  });
  const shown = page.getByRole('img', { name: `Foto profil ${voter.nama}` });
  await expect(shown).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText(VOTER_MESSAGES.profileSaved)).toBeVisible();

  // What was saved: a JPEG data URL of a picture 300 px wide (decoded by the browser).
  const stored = portal.services.voters.findByEmail(voter.email)!.foto!;
  expect(stored.startsWith('data:image/jpeg;base64,')).toBe(true);
  const size = await page.evaluate<[number, number]>(`(async () => {
    const image = new Image();
    image.src = ${JSON.stringify(stored)};
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  })()`);
  expect(size).toEqual([300, 225]);

  // "Hapus Foto" then saving removes it.
  await page.getByRole('button', { name: 'Hapus Foto' }).click();
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByText(VOTER_MESSAGES.profileSaved)).toBeVisible();
  expect(portal.services.voters.findByEmail(voter.email)!.foto).toBeNull();
  await expect(page.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard-pemilih',
  );
});

test('a taken NIM is refused by the backend with the organisation’s text', async ({ page }) => {
  await register(page, { nama: 'Rina Pertama', nim: '029900202', email: 'rina1.e2e@uji.test' });
  await expect(page).toHaveURL(/\/dashboard-pemilih$/);
  await page.evaluate(`fetch('/api/pemilih/logout', { method: 'POST' })`);
  await register(page, { nama: 'Rina Kedua', nim: '029900202', email: 'rina2.e2e@uji.test' });
  await expect(page.getByText(VOTER_MESSAGES.nimTaken)).toBeVisible();
  await expect(page).toHaveURL(/\/register-pemilih$/);
});

test('forgot password: an unknown email gets SPEC.md §8’s text; a voter resets from the mail', async ({
  page,
  portal,
}) => {
  await page.goto('/lupa-sandi-pemilih');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('tidak-terdaftar@uji.test');
  await page.getByRole('button', { name: 'Kirim Link Reset' }).click();
  await expect(page.getByText(VOTER_MESSAGES.emailNotVoter, { exact: true })).toBeVisible();

  const voter = { nama: 'Bayu Lupa', nim: '029900303', email: 'bayu.e2e@uji.test' };
  await register(page, voter);
  await expect(page).toHaveURL(/\/dashboard-pemilih$/);
  await page.evaluate(`fetch('/api/pemilih/logout', { method: 'POST' })`);

  await page.goto('/lupa-sandi-pemilih');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(voter.email);
  await page.getByRole('button', { name: 'Kirim Link Reset' }).click();
  await expect(page.getByText(VOTER_MESSAGES.resetSent, { exact: true })).toBeVisible();

  await expect.poll(() => voterResetLink(portal.dataDir, voter.email)).not.toBeNull();
  const link = new URL(voterResetLink(portal.dataDir, voter.email)!);
  await page.goto(`${link.pathname}${link.search}`);
  await waitForApp(page);
  await page
    .getByRole('textbox', { name: 'Password Baru', exact: true })
    .fill('kunci-baru-pemilih-88');
  await page
    .getByRole('textbox', { name: 'Konfirmasi Password', exact: true })
    .fill('kunci-baru-pemilih-88');
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByText(VOTER_MESSAGES.resetDone)).toBeVisible();

  await signIn(page, voter.email, 'kunci-baru-pemilih-88');
  await expect(page).toHaveURL(/\/dashboard-pemilih$/);
});

test('a voter idle for 15 minutes is signed out with the message, then at /login-pemilih', async ({
  page,
}) => {
  await page.clock.install();
  await register(page, { nama: 'Yoga Diam', nim: '029900404', email: 'yoga.e2e@uji.test' });
  await expect(page).toHaveURL(/\/dashboard-pemilih$/);
  // A page of the portal that is no voter page: the idle clock runs wherever the voter is.
  const clockStarts = idleClockStartsInNextDocument(page);
  await page.goto('/berita');
  await waitForApp(page);
  // After the reload the voter's session is asked again, and the idle clock starts once it is
  // known (its code loads then).
  await clockStarts;
  await page.clock.fastForward('15:01');
  await expect(
    page.getByText('Anda telah logout secara otomatis karena tidak ada aktivitas.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login-pemilih$/);
  const session = await page.request.get('/api/pemilih/session');
  expect(await session.json()).toEqual({ voter: null });
});
