/**
 * Pages that show something only with what the visitor brings: without it they send the visitor
 * on, and a cold load would measure the redirect (LCP ≈ 4 s of the page it lands on), not the
 * page. Each is measured in the state its visitor reaches it in, set up in the load's own fresh
 * context before the navigation (not throttled, not counted: the requests go through the
 * context's API client, not the page):
 *
 * - /pinjam-sc/sukses right after a booking: the receipt a real booking answered (made once, at
 *   the start), left in the tab's storage as the booking form leaves it.
 * - /profil-pemilih signed in as a demo voter: a fresh sign-in before every load, so no session
 *   ages out during a long run.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-seed';
import type { BookingReceipt } from '../../src/shared/sc/booking';
import type { ScQuestion } from '../../src/shared/sc/booking-answers';
import type { ScRoom } from '../../src/shared/sc/booking-rules';
import { jakartaDate } from '../../src/shared/jakarta-time';
import { SC_ROUTES } from '../../src/shared/sc/sc-paths';
import { scQuestionsResource } from '../../src/shared/sc/questions-resource';
import { scRoomsResource } from '../../src/shared/sc/rooms-resource';

/** receipt-store.ts's key: where the booking form leaves the receipt for /pinjam-sc/sukses. */
export const RECEIPT_STORAGE_KEY = 'pinjam-sc/tanda-terima';
export const DEMO_VOTER_EMAIL = 'pemilih1@bem.demo';
const VOTER_LOGIN = '/api/pemilih/login';

/** The routes pageContexts() sets up (known before its fixtures are made). */
export const CONTEXT_ROUTES: readonly string[] = ['/pinjam-sc/sukses', '/profil-pemilih'];

export interface PageContext {
  /** Said after the route in the report, so the row says in which state it was measured. */
  state: string;
  /** Run in the load's fresh context, before the page is opened. */
  prepare(page: Page, serverUrl: string): Promise<void>;
}

/** What the contexts need from the server, made once per run. */
export interface ContextFixtures {
  receipt: BookingReceipt;
}

export function pageContexts(fixtures: ContextFixtures): Readonly<Record<string, PageContext>> {
  return {
    '/pinjam-sc/sukses': {
      state: 'setelah pengajuan',
      prepare: async (page) => {
        await page.addInitScript(receiptScript(fixtures.receipt));
      },
    },
    '/profil-pemilih': {
      state: 'masuk sebagai pemilih',
      prepare: (page, serverUrl) => signInVoter(page, serverUrl),
    },
  };
}

/** The script that leaves a receipt in the tab's storage before any of the page's own runs. */
export function receiptScript(receipt: BookingReceipt): string {
  return `sessionStorage.setItem(${JSON.stringify(RECEIPT_STORAGE_KEY)}, ${JSON.stringify(
    JSON.stringify(receipt),
  )});`;
}

/** Signs the demo voter in through the page's context: its cookie goes with the page's load. */
async function signInVoter(page: Page, serverUrl: string): Promise<void> {
  const response = await page.request.post(new URL(VOTER_LOGIN, serverUrl).href, {
    data: { email: DEMO_VOTER_EMAIL, password: DEMO_PASSWORD },
    headers: { Origin: new URL(serverUrl).origin },
  });
  if (!response.ok())
    throw new Error(`${DEMO_VOTER_EMAIL} tidak dapat masuk (${response.status()})`);
}

/**
 * A real booking through the API, as the form sends it: four weeks ahead, at the first free hour
 * of the first room, every required question answered.
 */
export async function bookForBench(serverUrl: string, now = Date.now()): Promise<BookingReceipt> {
  const get = async <T>(path: string): Promise<T> =>
    ((await (await fetch(new URL(path, serverUrl))).json()) as { items: T }).items;
  const rooms = await get<ScRoom[]>(scRoomsResource.path);
  const questions = await get<ScQuestion[]>(scQuestionsResource.path);
  const room = rooms[0];
  if (!room) throw new Error('Data demo tanpa ruangan Sport Center');
  const tanggal = jakartaDate(now + 28 * 24 * 60 * 60 * 1000);
  const answerOf = (q: ScQuestion): string =>
    q.tipe === 'select'
      ? (q.pilihan[0] ?? '')
      : q.tipe === 'date'
        ? tanggal
        : q.tipe === 'time'
          ? '08:00'
          : '20';
  const jawaban: Record<string, string> = {};
  for (const q of questions) if (q.wajib) jawaban[q.id] = answerOf(q);
  const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  for (let hour = 8; hour < 20; hour += 1) {
    const response = await fetch(new URL(SC_ROUTES.book, serverUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(serverUrl).origin },
      body: JSON.stringify({
        ruangId: room.id,
        tanggal,
        waktuMulai: clock(hour),
        waktuSelesai: clock(hour + 1),
        penanggungJawab: 'Peminjam Benchmark',
        organisasi: 'UKM Basket',
        kontak: '081200000000',
        email: '',
        jawaban,
        setujuProsedur: true,
        bersediaTanggungJawab: true,
      }),
    });
    if (response.status === 409) continue;
    if (response.status !== 201)
      throw new Error(
        `Peminjaman benchmark ditolak (${response.status}): ${await response.text()}`,
      );
    return (await response.json()) as BookingReceipt;
  }
  throw new Error('Tidak ada jam kosong untuk peminjaman benchmark');
}
