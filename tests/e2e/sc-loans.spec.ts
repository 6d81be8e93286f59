import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_SC_ROOMS } from '../../src/server/seed/demo-sc';
import { jakartaDate, jakartaInstant } from '../../src/shared/jakarta-time';
import { SC_MESSAGES } from '../../src/shared/sc/booking-rules';
import { CHROMIUM_ARGS, chromiumExecutablePath } from '../support/chromium';
import { startTempServer, type TempServer } from '../support/temp-server';
import { UNLIMITED_RATE_LIMITS } from '../support/unlimited-rate-limits';
import { waitForApp } from './support/app-ready';
import { signInThroughForm } from './support/sign-in';

/**
 * The sports-centre loans as their users meet them (issue 20, "Done when"): a student on a phone
 * books a room, keeps the code, adds the booking to the phone's calendar, reschedules it, checks
 * in and out with photos from the camera (Chromium's fake camera) while the server's clock moves
 * through the day; another student's booking of the linked room at that time is refused; the
 * sports ministry sees it all in Kelola Peminjaman SC.
 */

// Chromium's fake camera (a test pattern) and no permission prompt.
test.use({
  launchOptions: {
    ...(chromiumExecutablePath() ? { executablePath: chromiumExecutablePath() } : {}),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});
test.describe.configure({ mode: 'serial' });

// The day of the journey: tomorrow in Yogyakarta, so every time of it is ahead of the real clock
// the browser keeps, while the server's own clock is moved through that day.
const DAY = jakartaDate(Date.now() + 24 * 60 * 60 * 1000);
let serverNow = jakartaInstant(DAY, '09:00');
let server: TempServer;

test.beforeAll(async () => {
  // The demo's bookings are seeded around DAY (src/server/seed/demo-sc.ts): none in Badminton
  // Barat between 09:00 and 19:00.
  server = await startTempServer({}, { clock: () => serverNow, rateLimits: UNLIMITED_RATE_LIMITS });
});
test.afterAll(async () => {
  await server.dispose();
});

const [year, month, day] = DAY.split('-');
const typedDay = `${day}/${month}/${year}`;

async function phone(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    permissions: ['camera', 'clipboard-read', 'clipboard-write'],
    acceptDownloads: true,
  });
}

/** A time picked as on a phone: the field opened, the half hour tapped in its list. */
async function time(page: Page, label: string, clock: string) {
  await page.getByRole('spinbutton', { name: `${label} (jam)` }).click();
  await page.getByRole('button', { name: clock, exact: true }).click();
  await expect(page.getByRole('button', { name: clock, exact: true })).toBeHidden();
}

/** Opens /pinjam-sc, reads the notice, fills the form (not sent). */
async function fillBooking(
  page: Page,
  who: { nama: string; organisasi: string; ruang: string; mulai: string; selesai: string },
) {
  await page.goto('/pinjam-sc');
  await waitForApp(page);
  // Read in place, above the calendar: no dialog stands between the visitor and the form.
  await expect(
    page.getByRole('region', { name: 'Informasi Peminjaman Sport Center' }),
  ).toContainText('Sport Center Poltek Nuklir dapat dipinjam');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // On a phone the form lies below the calendar: the first load carries the calendar, and the
  // form's fields arrive as the visitor scrolls near them.
  await expect(page.getByRole('button', { name: 'Hari Ini', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Penanggung Jawab' })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Formulir Peminjaman' }).scrollIntoViewIfNeeded();
  await page.getByRole('textbox', { name: 'Penanggung Jawab' }).fill(who.nama);
  await page.getByRole('combobox', { name: 'Organisasi' }).fill(who.organisasi);
  await page
    .getByRole('combobox', { name: 'Ruangan', exact: true })
    .selectOption({ label: who.ruang });
  await page.getByRole('textbox', { name: 'Tanggal' }).fill(typedDay);
  await time(page, 'Waktu Mulai', who.mulai);
  await time(page, 'Waktu Selesai', who.selesai);
  await page.getByRole('textbox', { name: 'Kontak (WhatsApp)' }).fill('081234567890');
  await page.getByRole('textbox', { name: 'Nama Kegiatan' }).fill('Latihan Bulu Tangkis');
  await page.getByRole('textbox', { name: 'Jumlah Peserta' }).fill('12');
  await page.getByRole('combobox', { name: 'Pinjam Proyektor' }).selectOption('Tidak');
  await page.getByRole('checkbox', { name: /menyetujui prosedur/ }).check();
  await page.getByRole('checkbox', { name: /bertanggung jawab/ }).check();
}

let kode = '';
let student: BrowserContext;
let other: BrowserContext;
let otherPage: Page;

test('a student on a phone books a room, keeps the code and adds it to the calendar', async ({
  browser,
}) => {
  student = await phone(browser);
  const page = await student.newPage();
  await fillBooking(page, {
    nama: 'Rina Wulandari',
    organisasi: 'UKM Badminton',
    ruang: DEMO_SC_ROOMS.barat,
    mulai: '13:00',
    selesai: '14:00',
  });
  await expect(page.getByText(SC_MESSAGES.available)).toBeVisible();
  await page.getByRole('button', { name: 'Ajukan Peminjaman' }).click();

  await expect(page).toHaveURL(/\/pinjam-sc\/sukses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pengajuan Berhasil!' })).toBeVisible();
  kode = (await page.getByTestId('nomor-tiket').textContent()) ?? '';
  expect(kode).toMatch(/^SC-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expect(page.getByText('13.00 – 14.00 WIB')).toBeVisible();
  await page.getByRole('button', { name: 'Salin' }).click();
  await expect(page.getByRole('button', { name: 'Tersalin' })).toBeVisible();

  // The .ics holds the same hours: 13:00–14:00 WIB is 06:00–07:00 UTC.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tambahkan ke Kalender (.ics)' }).click();
  const ics = fs.readFileSync((await (await download).path())!, 'utf8');
  const utcDay = DAY.replaceAll('-', '');
  expect(ics).toContain(`DTSTART:${utcDay}T060000Z`);
  expect(ics).toContain(`DTEND:${utcDay}T070000Z`);
  expect(ics).toContain(kode);

  // A reload keeps the receipt (this tab's storage).
  await page.reload();
  await expect(page.getByTestId('nomor-tiket')).toHaveText(kode);
});

test("another student's form for the linked room at that time is ready before the change", async ({
  browser,
}) => {
  other = await phone(browser);
  otherPage = await other.newPage();
  await fillBooking(otherPage, {
    nama: 'Bagas Aditya',
    organisasi: 'HIMA Elektro Mekanika',
    ruang: DEMO_SC_ROOMS.gabungan,
    mulai: '14:00',
    selesai: '15:00',
  });
  // Free for now: the first booking ends at 14:00.
  await expect(otherPage.getByText(SC_MESSAGES.available)).toBeVisible();
});

test('the student reschedules the booking with the code', async () => {
  const page = await student.newPage();
  await page.goto('/pinjam-sc/kelola');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Nomor Tiket' }).fill(kode.toLowerCase());
  await page.getByRole('button', { name: 'Cari' }).click();
  const detail = page.getByRole('region', { name: 'Detail peminjaman' });
  await expect(detail.getByText(DEMO_SC_ROOMS.barat)).toBeVisible();
  await time(page, 'Waktu Mulai', '13:30');
  await time(page, 'Waktu Selesai', '15:00');
  await expect(detail.getByText(SC_MESSAGES.available)).toBeVisible();
  await detail.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(detail.getByText('13.30 – 15.00 WIB')).toBeVisible();
});

test("the other student's booking of the linked room, now overlapping, is refused", async () => {
  await otherPage.getByRole('button', { name: 'Ajukan Peminjaman' }).click();
  await expect(otherPage.getByText(SC_MESSAGES.overlap(DEMO_SC_ROOMS.gabungan))).toBeVisible();
  await expect(otherPage).toHaveURL(/\/pinjam-sc$/);
  // The indicator asks again after the refusal, and says it too.
  await expect(otherPage.getByText(SC_MESSAGES.taken)).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Ajukan Peminjaman' })).toBeDisabled();
  await other.close();
});

async function attend(page: Page, step: 'Check-in' | 'Check-out') {
  await page.getByRole('button', { name: `${step} dengan Foto` }).click();
  const camera = page.getByRole('dialog', { name: `${step} dengan Foto` });
  await expect(camera.getByRole('button', { name: 'Ambil Foto' })).toBeEnabled();
  await camera.getByRole('button', { name: 'Ambil Foto' }).click();
  await expect(camera.getByRole('img', { name: 'Foto yang akan dikirim' })).toBeVisible();
  await camera.getByRole('button', { name: `Kirim ${step}` }).click();
  await expect(camera).toBeHidden();
}

test('the student checks in and out with photos from the camera', async () => {
  const page = await student.newPage();
  await page.goto('/pinjam-sc/absensi');
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Nomor Tiket' }).fill(kode);
  await page.getByRole('button', { name: 'Cari' }).click();

  // Too early: the backend says when check-in opens.
  await page.getByRole('button', { name: 'Check-in dengan Foto' }).click();
  const early = page.getByRole('dialog', { name: 'Check-in dengan Foto' });
  await early.getByRole('button', { name: 'Ambil Foto' }).click();
  await early.getByRole('button', { name: 'Kirim Check-in' }).click();
  await expect(page.getByText(SC_MESSAGES.checkInWindow)).toBeVisible();

  serverNow = jakartaInstant(DAY, '13:10');
  await attend(page, 'Check-in');
  await expect(page.getByRole('button', { name: 'Check-out dengan Foto' })).toBeVisible();

  serverNow = jakartaInstant(DAY, '15:05');
  await attend(page, 'Check-out');
  await expect(page.getByRole('heading', { name: 'Sesi Selesai' })).toBeVisible();
  await student.close();
});

test('the sports ministry sees it in Kelola Peminjaman SC, with check-in, check-out and photos', async ({
  page,
}) => {
  await signInThroughForm(page, server.url, 'pora@bem.demo');
  await page.goto(`${server.url}/admin/peminjaman-sc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kelola Peminjaman SC' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cari' }).fill('Rina Wulandari');
  const table = page.getByRole('table', { name: 'Daftar peminjaman' });
  const row = table.getByRole('row').filter({ hasText: 'Rina Wulandari' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('13.30 – 15.00 WIB');
  await expect(row).toContainText('081234567890');
  await expect(row).toContainText(kode);
  await expect(row).toContainText('13.10 WIB');
  await expect(row).toContainText('15.05 WIB');
  await expect(row).toContainText('1 jam 55 menit');
  await expect(row).toContainText('Selesai');
  await row.getByRole('button', { name: 'Check-in' }).click();
  const viewer = page.getByRole('dialog', { name: 'Foto check-in: Rina Wulandari' });
  const photo = viewer.getByRole('img', { name: 'Foto check-in: Rina Wulandari' });
  await expect(photo).toBeVisible();
  expect(
    await photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
  ).toBeGreaterThan(0);
});
