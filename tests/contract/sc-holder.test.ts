import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingReceipt, HolderBooking, ManagedBooking } from '../../src/shared/sc/booking';
import { jakartaInstant, SC_MESSAGES } from '../../src/shared/sc/booking-rules';
import { SC_PATHS } from '../../src/shared/sc/sc-paths';
import { ATTENDANCE_PHOTO_MESSAGES } from '../../src/shared/sc/attendance-photo';
import { liveValue, backendAs } from './support/live-value';
import { errorOf, jpegDataUrl, START, startScHarness, type ScHarness } from './support/sc-fixtures';

/**
 * What the holder of a code may do (issue 20 §3–4), by the server's clock: find, reschedule and
 * cancel until an hour before the start; check in from 30 minutes before the start until its
 * end and check out until two hours after, with a photo stored as a file the managers alone read.
 */
let h: ScHarness;
beforeAll(async () => {
  h = await startScHarness();
}, 60_000);
afterAll(async () => {
  await h.dispose();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const post = (route: string, body: unknown) => h.api.call('POST', route, { body });
const rowOf = (kode: string) =>
  h.server.db.prepare('SELECT * FROM sc_bookings WHERE kode = ?').get(kode) as Record<
    string,
    unknown
  >;

/** A booking on `tanggal` 10:00–12:00 in the hall, made while the clock is at the start. */
async function bookingOn(tanggal: string, ruangId = h.rooms.aula): Promise<BookingReceipt> {
  h.clock.now = START;
  return h.booked({ ruangId, tanggal, waktuMulai: '10:00', waktuSelesai: '12:00' });
}
const at = (tanggal: string, waktu: string, offset = 0) => jakartaInstant(tanggal, waktu) + offset;

describe('finding a booking by its code', () => {
  it('answers the holder’s view however the code is typed; no name, phone, e-mail or code', async () => {
    const receipt = await bookingOn('2030-06-20');
    const found = await post(SC_PATHS.find, { kode: ` ${receipt.kode.toLowerCase()} ` });
    expect(found.status).toBe(200);
    expect(found.body).toEqual(receipt.booking);
    expect(JSON.stringify(found.body)).not.toMatch(/Peminjam Rahasia|081299887766|contoh\.id|SC-/);
  });

  it('refuses an empty code with its message, an unknown one as not found, counting the miss', async () => {
    const empty = await post(SC_PATHS.find, { kode: '  ' });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe(SC_MESSAGES.codeEmpty);
    const misses = () =>
      h.server.db
        .prepare("SELECT COALESCE(SUM(points), 0) FROM rate_limits WHERE key LIKE 'track:a:%'")
        .pluck()
        .get() as number;
    const before = misses();
    const unknown = await post(SC_PATHS.find, { kode: 'SC-00000-00000' });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe(SC_MESSAGES.codeNotFound);
    const garbled = await post(SC_PATHS.find, { kode: 'bukan kode' });
    expect(garbled.status).toBe(404);
    expect(misses()).toBe(before + 2);
  });
});

describe('rescheduling and cancelling by the holder', () => {
  it('moves the booking, checking the new time and overlaps again (its own time does not count)', async () => {
    const receipt = await bookingOn('2030-06-21');
    const moved = await post(SC_PATHS.reschedule, {
      kode: receipt.kode,
      tanggal: '2030-06-21',
      waktuMulai: '11:00',
      waktuSelesai: '13:00',
    });
    expect(moved.status).toBe(200);
    expect((moved.body as HolderBooking).waktuMulai).toBe('11:00');
    await h.booked({
      ruangId: h.rooms.aula,
      tanggal: '2030-06-21',
      waktuMulai: '14:00',
      waktuSelesai: '15:00',
    });
    const onto = await post(SC_PATHS.reschedule, {
      kode: receipt.kode,
      tanggal: '2030-06-21',
      waktuMulai: '13:30',
      waktuSelesai: '14:30',
    });
    expect(onto.status).toBe(409);
    expect(errorOf(onto).message).toBe(SC_MESSAGES.overlap('Aula Uji'));
    const backwards = await post(SC_PATHS.reschedule, {
      kode: receipt.kode,
      tanggal: '2030-06-21',
      waktuMulai: '13:00',
      waktuSelesai: '12:00',
    });
    expect(errorOf(backwards).fields).toEqual({ waktuSelesai: SC_MESSAGES.endNotAfterStart });
    expect(rowOf(receipt.kode)).toMatchObject({ waktu_mulai: '11:00', waktu_selesai: '13:00' });
  });

  it('locks less than an hour before the start, and after it, with ORIGINAL §5’s messages', async () => {
    const receipt = await bookingOn('2030-06-22');
    const time = { tanggal: '2030-06-23', waktuMulai: '10:00', waktuSelesai: '11:00' };
    const before = rowOf(receipt.kode);
    h.clock.now = at('2030-06-22', '09:01');
    for (const [route, body] of [
      [SC_PATHS.reschedule, { kode: receipt.kode, ...time }],
      [SC_PATHS.cancel, { kode: receipt.kode }],
    ] as const) {
      const refused = await post(route, body);
      expect(refused.status).toBe(409);
      expect(errorOf(refused).message).toBe(SC_MESSAGES.editLocked);
    }
    h.clock.now = at('2030-06-22', '10:00');
    expect(errorOf(await post(SC_PATHS.cancel, { kode: receipt.kode })).message).toBe(
      SC_MESSAGES.started,
    );
    expect(rowOf(receipt.kode)).toEqual(before);
    h.clock.now = at('2030-06-22', '08:59');
    expect((await post(SC_PATHS.cancel, { kode: receipt.kode })).status).toBe(200);
  });

  it('refuses a cancelled booking any change, and a checked-out one too', async () => {
    const receipt = await bookingOn('2030-06-24');
    const cancelled = await post(SC_PATHS.cancel, { kode: receipt.kode });
    expect((cancelled.body as HolderBooking).status).toBe('dibatalkan');
    const again = await post(SC_PATHS.cancel, { kode: receipt.kode });
    expect(errorOf(again).message).toBe(SC_MESSAGES.cancelled);

    const done = await bookingOn('2030-06-25');
    h.clock.now = at('2030-06-25', '10:00');
    await post(SC_PATHS.checkIn, { kode: done.kode, foto: jpegDataUrl() });
    await post(SC_PATHS.checkOut, { kode: done.kode, foto: jpegDataUrl() });
    // A manager's correction of the date would not reopen it to the holder either.
    const later = await post(SC_PATHS.reschedule, {
      kode: done.kode,
      tanggal: '2030-06-28',
      waktuMulai: '10:00',
      waktuSelesai: '11:00',
    });
    expect(errorOf(later).message).toBe(SC_MESSAGES.checkedOut);
  });
});

describe('check-in and check-out windows', () => {
  const step = (route: string, kode: string) => post(route, { kode, foto: jpegDataUrl() });

  it('check-in from 30 minutes before the start until the end, never before or after', async () => {
    const receipt = await bookingOn('2030-06-26');
    h.clock.now = at('2030-06-26', '09:29');
    const early = await step(SC_PATHS.checkIn, receipt.kode);
    expect(early.status).toBe(409);
    expect(errorOf(early).message).toBe(SC_MESSAGES.checkInWindow);
    h.clock.now = at('2030-06-26', '12:00', MINUTE);
    expect(errorOf(await step(SC_PATHS.checkIn, receipt.kode)).message).toBe(
      SC_MESSAGES.checkInWindow,
    );
    expect(rowOf(receipt.kode)['check_in_pada']).toBeNull();
    h.clock.now = at('2030-06-26', '09:30');
    const checkedIn = await step(SC_PATHS.checkIn, receipt.kode);
    expect(checkedIn.status).toBe(200);
    expect((checkedIn.body as HolderBooking).checkInPada).toBe(new Date(h.clock.now).toISOString());
    expect(errorOf(await step(SC_PATHS.checkIn, receipt.kode)).message).toBe(
      SC_MESSAGES.alreadyCheckedIn,
    );
  });

  it('check-out only after check-in, until two hours after the end', async () => {
    const receipt = await bookingOn('2030-06-27');
    h.clock.now = at('2030-06-27', '10:30');
    expect(errorOf(await step(SC_PATHS.checkOut, receipt.kode)).message).toBe(
      SC_MESSAGES.notCheckedIn,
    );
    await step(SC_PATHS.checkIn, receipt.kode);
    h.clock.now = at('2030-06-27', '14:00', MINUTE);
    expect(errorOf(await step(SC_PATHS.checkOut, receipt.kode)).message).toBe(
      SC_MESSAGES.checkOutWindow,
    );
    h.clock.now = at('2030-06-27', '14:00');
    const out = await step(SC_PATHS.checkOut, receipt.kode);
    expect(out.status).toBe(200);
    expect(errorOf(await step(SC_PATHS.checkOut, receipt.kode)).message).toBe(
      SC_MESSAGES.checkedOut,
    );
  });

  it('never on a cancelled booking, even inside the window', async () => {
    const receipt = await bookingOn('2030-06-28');
    await post(SC_PATHS.cancel, { kode: receipt.kode });
    h.clock.now = at('2030-06-28', '10:30');
    const refused = await step(SC_PATHS.checkIn, receipt.kode);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(SC_MESSAGES.cancelled);
  });
});

describe('attendance photos', () => {
  const files = () =>
    h.server.db
      .prepare("SELECT id, path, mime_type FROM stored_files WHERE purpose = 'sc-photo'")
      .all() as { id: string; path: string; mime_type: string }[];
  const onDisk = () => {
    const dir = path.join(h.server.dataDir, 'files', 'peminjaman-sc');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };

  it('refuses a photo that is no JPEG or PNG by its bytes, or too big, storing nothing', async () => {
    const receipt = await bookingOn('2030-06-29');
    h.clock.now = at('2030-06-29', '10:00');
    const before = { rows: files().length, disk: onDisk() };
    const pdf = `data:image/jpeg;base64,${Buffer.from('%PDF-1.4 bukan foto').toString('base64')}`;
    const wrong = await post(SC_PATHS.checkIn, { kode: receipt.kode, foto: pdf });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ foto: ATTENDANCE_PHOTO_MESSAGES.notImage });
    const big = await post(SC_PATHS.checkIn, { kode: receipt.kode, foto: jpegDataUrl(1_500_001) });
    expect(big.status).toBe(400);
    expect(errorOf(big).fields).toEqual({ foto: 'Foto terlalu besar (maksimal 1,5 MB).' });
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`;
    expect((await post(SC_PATHS.checkIn, { kode: receipt.kode, foto: gif })).status).toBe(400);
    expect({ rows: files().length, disk: onDisk() }).toEqual(before);
    expect(rowOf(receipt.kode)['check_in_pada']).toBeNull();
  });

  it('stores it as a file, never in the row; the managers read it, no one else', async () => {
    const receipt = await bookingOn('2030-06-30');
    h.clock.now = at('2030-06-30', '10:00');
    await post(SC_PATHS.checkIn, { kode: receipt.kode, foto: jpegDataUrl(2048) });
    const row = rowOf(receipt.kode);
    expect(JSON.stringify(row)).not.toContain('base64');
    const file = files().find((f) => f.id === row['check_in_foto']);
    expect(file?.mime_type).toBe('image/jpeg');
    const stored = fs.readFileSync(path.join(h.server.dataDir, 'files', file!.path));
    expect(stored.length).toBe(2048);

    const pora = backendAs(h.server, 'admin', 'Kementerian Pemuda dan Olahraga (PORA)');
    const managed = await liveValue(pora.sc.watchBookings, (list) =>
      list.some((b) => b.kode === receipt.kode && b.checkIn !== null),
    );
    const link = managed.find((b: ManagedBooking) => b.kode === receipt.kode)!.checkIn!.foto;
    expect(link).toBe(SC_PATHS.photo(file!.id));
    expect((await pora.sc.photo(link)).size).toBe(2048);

    expect((await h.api.call('GET', link)).status).toBe(401);
    const sekjen = await h.api.signIn('sekjen@bem.demo', 'demo-bem-2025');
    expect((await h.api.call('GET', link, { as: sekjen })).status).toBe(403);
    // The SI-BERKAS panel's file route does not serve it either.
    expect((await h.api.call('GET', `/api/files/${file!.id}`, { as: sekjen })).status).toBe(404);
    expect((await h.api.call('GET', link, { as: h.master })).status).toBe(200);
  });

  it('go with their booking when a manager deletes it', async () => {
    const receipt = await bookingOn('2030-07-01', h.rooms.timur);
    h.clock.now = at('2030-07-01', '10:00');
    await post(SC_PATHS.checkIn, { kode: receipt.kode, foto: jpegDataUrl() });
    h.clock.now = at('2030-07-01', '11:00');
    await post(SC_PATHS.checkOut, { kode: receipt.kode, foto: jpegDataUrl() });
    const row = rowOf(receipt.kode);
    const photoIds = [row['check_in_foto'], row['check_out_foto']];
    const paths = files()
      .filter((f) => photoIds.includes(f.id))
      .map((f) => path.join(h.server.dataDir, 'files', f.path));
    expect(paths).toHaveLength(2);
    const removed = await h.api.call('DELETE', SC_PATHS.booking(row['id'] as string), {
      as: h.pora,
    });
    expect(removed.status).toBe(204);
    expect(files().filter((f) => photoIds.includes(f.id))).toEqual([]);
    for (const file of paths) expect(fs.existsSync(file)).toBe(false);
  });
});

describe('hour-by-hour: the clock is the server’s', () => {
  it('a booking whose start passed while the page was open is refused as past', async () => {
    h.clock.now = at('2030-06-10', '09:00');
    const ok = await h.book({
      ruangId: h.rooms.aula,
      tanggal: '2030-06-11',
      waktuMulai: '07:00',
      waktuSelesai: '08:00',
    });
    expect(ok.status).toBe(201);
    h.clock.now = at('2030-06-11', '07:00', HOUR);
    const late = await h.book({
      ruangId: h.rooms.aula,
      tanggal: '2030-06-11',
      waktuMulai: '08:00',
      waktuSelesai: '09:00',
    });
    expect(errorOf(late).message).toBe(SC_MESSAGES.past);
    h.clock.now = START;
  });
});
