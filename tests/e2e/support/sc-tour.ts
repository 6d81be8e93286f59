import { expect, request, type Page } from '@playwright/test';
import { jakartaDate } from '../../../src/shared/jakarta-time';
import type { BookingReceipt } from '../../../src/shared/sc/booking';
import type { ScQuestion } from '../../../src/shared/sc/booking-answers';
import type { ScRoom } from '../../../src/shared/sc/booking-rules';
import { SC_ROUTES } from '../../../src/shared/sc/sc-paths';
import { scQuestionsResource } from '../../../src/shared/sc/questions-resource';
import { scRoomsResource } from '../../../src/shared/sc/rooms-resource';
import { DEMO_SC_ROOMS } from '../../../src/server/seed/demo-sc';
import { waitForApp } from './app-ready';
import { visible } from './tour-steps';

/**
 * A booking for the tour's loan stops, made through the API as the form sends it: three weeks
 * ahead in the basketball court, at the first hour no earlier tour took (every spec file of a
 * run shares one server).
 */
export async function bookForTour(
  baseUrl: string,
  /** The server's "now" (the screenshot tests' server lives at a fixed instant). */
  now = Date.now(),
): Promise<BookingReceipt> {
  const api = await request.newContext({ baseURL: baseUrl });
  try {
    const rooms = ((await (await api.get(scRoomsResource.path)).json()) as { items: ScRoom[] })
      .items;
    const questions = (
      (await (await api.get(scQuestionsResource.path)).json()) as { items: ScQuestion[] }
    ).items;
    const ruangId = rooms.find((room) => room.nama === DEMO_SC_ROOMS.basket)!.id;
    const jawaban: Record<string, string> = {};
    for (const question of questions)
      if (question.wajib)
        jawaban[question.id] = question.tipe === 'select' ? question.pilihan[0]! : '20';
    const tanggal = jakartaDate(now + 21 * 24 * 60 * 60 * 1000);
    for (let hour = 7; hour < 21; hour += 1) {
      const clock = (h: number) => `${String(h).padStart(2, '0')}:00`;
      const response = await api.post(SC_ROUTES.book, {
        data: {
          ruangId,
          tanggal,
          waktuMulai: clock(hour),
          waktuSelesai: clock(hour + 1),
          penanggungJawab: 'Peminjam Tur',
          organisasi: 'UKM Basket',
          kontak: '081200000000',
          email: '',
          jawaban,
          setujuProsedur: true,
          bersediaTanggungJawab: true,
        },
        headers: { Origin: baseUrl },
      });
      if (response.status() === 409) continue;
      expect(response.status()).toBe(201);
      return (await response.json()) as BookingReceipt;
    }
    throw new Error('no free hour left for the tour booking');
  } finally {
    await api.dispose();
  }
}

/**
 * /pinjam-sc with its notice read in place, the calendar and the form there: scrolled to, as a
 * visitor does, since the form's fields arrive as it comes near the screen.
 */
export async function loanForm(page: Page) {
  await waitForApp(page);
  await visible(page.getByRole('region', { name: 'Informasi Peminjaman Sport Center' }));
  await visible(page.getByRole('button', { name: 'Hari Ini', exact: true }));
  await page.getByRole('heading', { name: 'Formulir Peminjaman' }).scrollIntoViewIfNeeded();
  await visible(page.getByRole('textbox', { name: 'Penanggung Jawab' }));
}

/** A booking of the public calendar opened: room, date, time, organisation. */
export async function loanSlot(page: Page) {
  await loanForm(page);
  // A booking's button is named by its room and organisation ("Ruang · Organisasi, jam").
  await page
    .getByRole('region', { name: 'Jadwal Sport Center' })
    .getByRole('button', { name: / · / })
    .first()
    .click();
  await visible(page.getByRole('dialog', { name: 'Detail Jadwal' }));
}

/** The success page of the tour's booking (its receipt in this tab, as after a booking). */
export async function loanReceipt(page: Page, receipt: BookingReceipt) {
  await page.evaluate(
    `sessionStorage.setItem('pinjam-sc/tanda-terima', ${JSON.stringify(JSON.stringify(receipt))})`,
  );
  await page.goto('/pinjam-sc/sukses');
  await visible(page.getByTestId('nomor-tiket'));
}

/** /pinjam-sc/kelola or /absensi with the tour's booking found. */
export async function loanFound(page: Page, receipt: BookingReceipt) {
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'Nomor Tiket' }).fill(receipt.kode);
  await page.getByRole('button', { name: 'Cari' }).click();
  await visible(page.getByRole('region', { name: 'Detail peminjaman' }));
}

/** Kelola Peminjaman SC's settings tab. */
export async function loanSettings(page: Page) {
  await page.getByRole('tab', { name: 'Pengaturan' }).click();
  await visible(page.getByRole('list', { name: 'Daftar ruangan' }));
}
