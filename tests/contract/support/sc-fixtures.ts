import { DEMO_PASSWORD } from '../../../src/server/seed/demo-seed';
import type { BookingInput, BookingReceipt } from '../../../src/shared/sc/booking';
import type { ScQuestion } from '../../../src/shared/sc/booking-answers';
import { jakartaInstant } from '../../../src/shared/sc/booking-rules';
import { scQuestionsResource } from '../../../src/shared/sc/questions-resource';
import { scRoomsResource } from '../../../src/shared/sc/rooms-resource';
import { SC_PATHS } from '../../../src/shared/sc/sc-paths';
import { startTempServer, type TempServer } from '../../support/temp-server';
import { apiClient, type ApiResponse, type Caller } from './api-client';
import { GENEROUS_RATE_LIMITS } from './generous-limits';

/**
 * A real embedded server for the loans' contract tests, on a clock the test moves (every rule
 * is decided by it), with rooms of its own beside the demo's: a linked pair, their combination
 * and a hall. The demo's bookings lie within two weeks of the clock's start; tests book from
 * the day `FAR` on.
 */
export const START = jakartaInstant('2030-06-10', '09:00');
/** A day well after every demo booking. */
export const FAR = '2030-07-15';

export interface ScHarness {
  server: TempServer;
  api: ReturnType<typeof apiClient>;
  master: Caller;
  pora: Caller;
  clock: { now: number };
  rooms: { barat: string; timur: string; gabungan: string; aula: string };
  questions: ScQuestion[];
  /** A booking's body with the required answers; times on FAR in Barat unless overridden. */
  body(over?: Partial<BookingInput>): BookingInput;
  book(over?: Partial<BookingInput>): Promise<ApiResponse>;
  /** A booking that must succeed: its receipt. */
  booked(over?: Partial<BookingInput>): Promise<BookingReceipt>;
  dispose(): Promise<void>;
}

export async function startScHarness(): Promise<ScHarness> {
  const clock = { now: START };
  const server = await startTempServer(
    {},
    { clock: () => clock.now, rateLimits: GENEROUS_RATE_LIMITS },
  );
  const api = apiClient(server.url);
  const master = await api.signIn('master@bem.demo', DEMO_PASSWORD);
  const pora = await api.signIn('pora@bem.demo', DEMO_PASSWORD);
  const createRoom = async (nama: string, gabungan: string[] = []) => {
    const response = await api.call('POST', scRoomsResource.path, {
      as: pora,
      body: { nama, gabungan },
    });
    if (response.status !== 201) throw new Error(`room ${nama}: ${JSON.stringify(response.body)}`);
    return (response.body as { item: { id: string } }).item.id;
  };
  const barat = await createRoom('Lapangan Uji Barat');
  const timur = await createRoom('Lapangan Uji Timur');
  const gabungan = await createRoom('Lapangan Uji Barat & Timur', [barat, timur]);
  const aula = await createRoom('Aula Uji');
  const questions = (
    (await api.call('GET', scQuestionsResource.path)).body as { items: ScQuestion[] }
  ).items;
  const jawaban = Object.fromEntries(
    questions
      .filter((q) => q.wajib)
      .map((q) => [q.id, q.tipe === 'select' ? q.pilihan[0]! : 'Jawaban uji']),
  );
  const body = (over: Partial<BookingInput> = {}): BookingInput => ({
    ruangId: barat,
    tanggal: FAR,
    waktuMulai: '08:00',
    waktuSelesai: '10:00',
    penanggungJawab: 'Peminjam Rahasia Uji',
    organisasi: 'UKM Uji',
    kontak: '081299887766',
    email: 'peminjam.rahasia@contoh.id',
    jawaban,
    setujuProsedur: true,
    bersediaTanggungJawab: true,
    ...over,
  });
  const book = (over?: Partial<BookingInput>) =>
    api.call('POST', SC_PATHS.book, { body: body(over) });
  return {
    server,
    api,
    master,
    pora,
    clock,
    rooms: { barat, timur, gabungan, aula },
    questions,
    body,
    book,
    async booked(over) {
      const response = await book(over);
      if (response.status !== 201)
        throw new Error(`booking refused: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body as BookingReceipt;
    },
    dispose: () => server.dispose(),
  };
}

/** The smallest JPEG head the server's check recognises, padded to `bytes`. */
export const jpegDataUrl = (bytes = 64): string => {
  const content = Buffer.alloc(bytes);
  content.set([0xff, 0xd8, 0xff, 0xe0]);
  return `data:image/jpeg;base64,${content.toString('base64')}`;
};

/** An error answer's message and fields. */
export const errorOf = (response: ApiResponse) =>
  (response.body as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
