import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingReceipt } from '../../src/shared/sc/booking';
import { BOOKING_CODE_PATTERN } from '../../src/shared/sc/booking-code';
import { SC_MESSAGES } from '../../src/shared/sc/booking-rules';
import { SC_PATHS } from '../../src/shared/sc/sc-paths';
import { SC_SETTINGS_DEFAULTS, SC_SETTINGS_HISTORY } from '../../src/shared/sc/sc-settings';
import { DEMO_SC_SETTINGS } from '../../src/server/seed/demo-sc';
import { liveValue, visitorOf } from './support/live-value';
import { errorOf, FAR, startScHarness, type ScHarness } from './support/sc-fixtures';

/**
 * Booking on the real embedded server (issue 20 §1–2): every rule is the backend's, decided in
 * one transaction, by the server's clock; a refusal changes nothing.
 */
let h: ScHarness;
beforeAll(async () => {
  h = await startScHarness();
}, 60_000);
afterAll(async () => {
  await h.dispose();
});

const bookingCount = () => h.server.db.prepare('SELECT COUNT(*) FROM sc_bookings').pluck().get();

describe('a booking', () => {
  it('is answered with a receipt: an unguessable code and the summary, no personal data but the name', async () => {
    const response = await h.book({ tanggal: '2030-07-01' });
    expect(response.status).toBe(201);
    const receipt = response.body as BookingReceipt;
    expect(receipt.kode).toMatch(BOOKING_CODE_PATTERN);
    expect(receipt.booking).toEqual({
      ruangId: h.rooms.barat,
      ruang: 'Lapangan Uji Barat',
      organisasi: 'UKM Uji',
      tanggal: '2030-07-01',
      waktuMulai: '08:00',
      waktuSelesai: '10:00',
      status: 'aktif',
      checkInPada: null,
      checkOutPada: null,
    });
    expect(receipt.penanggungJawab).toBe('Peminjam Rahasia Uji');
    expect(JSON.stringify(receipt)).not.toMatch(/081299887766|peminjam\.rahasia@/);
  });

  it('mails the code, the summary and the .ics to the address given (the outbox here)', async () => {
    const receipt = await h.booked({ tanggal: '2030-07-02', email: 'penerima.tiket@contoh.id' });
    const outbox = path.join(h.server.dataDir, 'outbox');
    const mails = fs.readdirSync(outbox).filter((f) => f.includes('penerima.tiket'));
    const text = mails.find((f) => f.endsWith('.txt'));
    const ics = mails.find((f) => f.endsWith('.ics'));
    expect(text && ics).toBeTruthy();
    const mail = fs.readFileSync(path.join(outbox, text!), 'utf8');
    expect(mail).toContain(`Nomor Tiket: ${receipt.kode}`);
    expect(mail).toContain('Lokasi: Lapangan Uji Barat');
    expect(mail).toContain('/pinjam-sc/kelola');
    const calendar = fs.readFileSync(path.join(outbox, ics!), 'utf8');
    // 08:00–10:00 WIB on 2 July 2030 is 01:00–03:00 UTC: no seven-hour shift.
    expect(calendar).toContain('DTSTART:20300702T010000Z');
    expect(calendar).toContain('DTEND:20300702T030000Z');
  });

  it('is not mailed when no address was given', async () => {
    const before = fs.readdirSync(path.join(h.server.dataDir, 'outbox')).length;
    await h.booked({ tanggal: '2030-07-03', email: '' });
    expect(fs.readdirSync(path.join(h.server.dataDir, 'outbox')).length).toBe(before);
  });
});

describe('refusals, each changing nothing', () => {
  const refused = async (over: Parameters<ScHarness['book']>[0], status: number) => {
    const before = bookingCount();
    const response = await h.book(over);
    expect(response.status).toBe(status);
    expect(bookingCount()).toBe(before);
    return errorOf(response);
  };

  it('an overlap in the same room, with ORIGINAL §5’s message', async () => {
    await h.booked({ tanggal: '2030-07-05', waktuMulai: '08:00', waktuSelesai: '10:00' });
    const error = await refused(
      { tanggal: '2030-07-05', waktuMulai: '09:30', waktuSelesai: '11:00' },
      409,
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(
      'Maaf, jadwal di Lapangan Uji Barat pada rentang waktu tersebut tumpang tindih atau baru saja dipesan.',
    );
    // Back to back is no overlap.
    await h.booked({ tanggal: '2030-07-05', waktuMulai: '10:00', waktuSelesai: '11:00' });
  });

  it('an overlap in a linked room: the combination against a half, a half against the combination', async () => {
    await h.booked({ ruangId: h.rooms.timur, tanggal: '2030-07-06' });
    const error = await refused({ ruangId: h.rooms.gabungan, tanggal: '2030-07-06' }, 409);
    expect(error.message).toBe(SC_MESSAGES.overlap('Lapangan Uji Barat & Timur'));
    // The other half is free at the same time.
    await h.booked({ ruangId: h.rooms.barat, tanggal: '2030-07-06' });

    await h.booked({ ruangId: h.rooms.gabungan, tanggal: '2030-07-07' });
    for (const half of [h.rooms.barat, h.rooms.timur])
      expect((await refused({ ruangId: half, tanggal: '2030-07-07' }, 409)).message).toBe(
        SC_MESSAGES.overlap(half === h.rooms.barat ? 'Lapangan Uji Barat' : 'Lapangan Uji Timur'),
      );
  });

  it('an end not after the start, a time outside the opening hours, a date in the past', async () => {
    expect((await refused({ waktuMulai: '10:00', waktuSelesai: '10:00' }, 400)).fields).toEqual({
      waktuSelesai: SC_MESSAGES.endNotAfterStart,
    });
    expect((await refused({ waktuMulai: '06:30', waktuSelesai: '08:00' }, 400)).fields).toEqual({
      waktuMulai: SC_MESSAGES.outsideHours('07:00', '22:00'),
    });
    expect((await refused({ waktuMulai: '21:00', waktuSelesai: '22:30' }, 400)).message).toBe(
      SC_MESSAGES.outsideHours('07:00', '22:00'),
    );
    // The server's clock is 10 June 2030, 09:00 WIB: earlier that day is past, the next day is not.
    expect(
      (await refused({ tanggal: '2030-06-10', waktuMulai: '08:00', waktuSelesai: '10:00' }, 400))
        .fields,
    ).toEqual({ tanggal: SC_MESSAGES.past });
    await h.booked({ ruangId: h.rooms.aula, tanggal: '2030-06-10', waktuMulai: '09:30' });
  });

  it('missing answers, confirmations, a time off the half hour, an unknown room, a bad contact', async () => {
    expect((await refused({ jawaban: {} }, 400)).message).toBe(SC_MESSAGES.requiredMissing);
    const unchecked = await refused(
      { setujuProsedur: false as true, bersediaTanggungJawab: false as true },
      400,
    );
    expect(unchecked.fields).toMatchObject({
      setujuProsedur: 'Anda harus menyetujui prosedur peminjaman untuk melanjutkan.',
      bersediaTanggungJawab: 'Anda harus menyatakan bersedia bertanggung jawab.',
    });
    expect((await refused({ waktuMulai: '08:15' }, 400)).fields).toHaveProperty('waktuMulai');
    expect((await refused({ ruangId: 'tidak-ada' }, 400)).fields).toEqual({
      ruangId: SC_MESSAGES.unknownRoom,
    });
    expect((await refused({ kontak: 'telepon saya' }, 400)).fields).toEqual({
      kontak: 'Nomor kontak tidak valid.',
    });
  });
});

describe('concurrency (issue 20 “Done when”)', () => {
  it('50 concurrent bookings of the same slot: exactly one accepted, 49 told of the overlap', async () => {
    const before = bookingCount();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        h.book({
          tanggal: FAR,
          waktuMulai: '13:00',
          waktuSelesai: '15:00',
          organisasi: `UKM ${i}`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(bookingCount()).toBe((before as number) + 1);
  });

  it('concurrent bookings of a half and of the combination: exactly one accepted', async () => {
    const rooms = [h.rooms.barat, h.rooms.gabungan, h.rooms.timur, h.rooms.gabungan];
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        h.book({
          ruangId: rooms[i % rooms.length],
          tanggal: FAR,
          waktuMulai: '16:00',
          waktuSelesai: '18:00',
        }),
      ),
    );
    const accepted = responses.filter((r) => r.status === 201);
    // Barat and Timur may both be had together, the combination only alone.
    const kinds = accepted.map((r) => (r.body as BookingReceipt).booking.ruangId).sort();
    expect(
      kinds.length === 1
        ? kinds[0] === h.rooms.gabungan
        : kinds.join() === [h.rooms.barat, h.rooms.timur].sort().join(),
    ).toBe(true);
    expect(responses.every((r) => r.status === 201 || r.status === 409)).toBe(true);
  });
});

describe('availability', () => {
  it('answers {tersedia} only, for the same and the linked rooms', async () => {
    await h.booked({
      ruangId: h.rooms.barat,
      tanggal: '2030-07-10',
      waktuMulai: '08:00',
      waktuSelesai: '09:00',
    });
    const ask = (ruangId: string, waktuMulai: string, waktuSelesai: string) =>
      h.api.call('POST', SC_PATHS.availability, {
        body: { ruangId, tanggal: '2030-07-10', waktuMulai, waktuSelesai },
      });
    const taken = await ask(h.rooms.gabungan, '08:30', '09:30');
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ tersedia: false });
    expect((await ask(h.rooms.timur, '08:00', '09:00')).body).toEqual({ tersedia: true });
    expect((await ask(h.rooms.barat, '09:00', '10:00')).body).toEqual({ tersedia: true });
    const bad = await ask(h.rooms.barat, '09:00', '08:00');
    expect(bad.status).toBe(400);
  });
});

describe('settings', () => {
  it('are public and live with the defaults filled in; saved by the area with a history entry', async () => {
    const seen = await liveValue(visitorOf(h.server).sc.watchSettings);
    expect(seen).toEqual(DEMO_SC_SETTINGS);
    const next = { ...SC_SETTINGS_DEFAULTS, jamBuka: '06:00', narahubungNomor: '6281100001111' };
    const saved = await h.api.call('PUT', SC_PATHS.settings, { as: h.pora, body: next });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(next);
    await liveValue(visitorOf(h.server).sc.watchSettings, (value) => value.jamBuka === '06:00');
    expect(h.server.services.histori.all({})[0]?.action).toBe(SC_SETTINGS_HISTORY);
    // Opening at 06:00 is what the rules now use.
    await h.booked({
      ruangId: h.rooms.aula,
      tanggal: '2030-07-11',
      waktuMulai: '06:00',
      waktuSelesai: '07:00',
    });
    const closing = await h.api.call('PUT', SC_PATHS.settings, {
      as: h.pora,
      body: { ...next, jamTutup: '05:00' },
    });
    expect(closing.status).toBe(400);
    expect(errorOf(closing).fields).toEqual({ jamTutup: 'Jam tutup harus setelah jam buka.' });
    await h.api.call('PUT', SC_PATHS.settings, { as: h.pora, body: SC_SETTINGS_DEFAULTS });
  });

  it('fall back to the defaults for what a stored document lacks', () => {
    h.server.db
      .prepare(
        'UPDATE documents SET data = \'{"jamBuka":"08:00"}\' WHERE path = \'settings/peminjaman-sc\'',
      )
      .run();
    expect(h.server.services.sc.settings.get()).toEqual({
      ...SC_SETTINGS_DEFAULTS,
      jamBuka: '08:00',
    });
    h.server.services.sc.settings.replace(SC_SETTINGS_DEFAULTS);
  });
});

describe('the public calendar', () => {
  it('is live: a booking shows as room, time and organisation; a cancellation removes it', async () => {
    const receipt = await h.booked({ ruangId: h.rooms.aula, tanggal: '2030-07-12' });
    const slots = await liveValue(visitorOf(h.server).sc.watchSchedule);
    const slot = slots.find((s) => s.ruangId === h.rooms.aula && s.tanggal === '2030-07-12');
    expect(slot).toEqual({
      id: expect.any(String),
      ruangId: h.rooms.aula,
      tanggal: '2030-07-12',
      waktuMulai: '08:00',
      waktuSelesai: '10:00',
      organisasi: 'UKM Uji',
    });
    await h.api.call('POST', SC_PATHS.cancel, { body: { kode: receipt.kode } });
    await liveValue(visitorOf(h.server).sc.watchSchedule, (after) =>
      after.every((s) => s.id !== slot!.id),
    );
  });
});
