import { describe, expect, it } from 'vitest';
import { ATTENDANCE_PHOTO_MAX_BYTES, bookingEditInput, type ManagedBooking } from './booking';
import { ATTENDANCE_PHOTO_MESSAGES, attendancePhotoCheck } from './attendance-photo';
import { bookingIcs } from './booking-ics';
import { bookingChangeView, SC_BOOKING_HISTORY } from './booking-history';
import { bookingEditOf, holderView, publicSlot, ROOM_REMOVED } from './booking-views';
import { bookingUsesRoom } from './room-usage';
import { jakartaInstant } from './booking-rules';

const booking: ManagedBooking = {
  id: 'b1',
  kode: 'SC-ABCDE-FGHJK',
  ruangId: 'barat',
  tanggal: '2026-12-01',
  waktuMulai: '23:00',
  waktuSelesai: '23:30',
  penanggungJawab: 'Rahmat Hidayat',
  organisasi: 'UKM Badminton',
  kontak: '081234567890',
  email: 'rahmat@contoh.id',
  jawaban: { kegiatan: 'Latihan' },
  status: 'aktif',
  dibuatPada: '2026-11-01T00:00:00.000Z',
  diubahPada: '2026-11-01T00:00:00.000Z',
  checkIn: { waktu: '2026-12-01T15:55:00.000Z', foto: '/api/peminjaman-sc/foto/x' },
  checkOut: null,
};
const ROOMS = [{ id: 'barat', position: 0, nama: 'Lapangan Badminton Barat', gabungan: [] }];
const PERSONAL = [
  booking.kode,
  booking.penanggungJawab,
  booking.kontak,
  booking.email,
  'Latihan',
  '/api/',
];

describe('the views cut from a booking (booking-views.ts)', () => {
  it('the public slot holds room, time and organisation only', () => {
    expect(Object.keys(publicSlot(booking)).sort()).toEqual(
      ['id', 'organisasi', 'ruangId', 'tanggal', 'waktuMulai', 'waktuSelesai'].sort(),
    );
    const text = JSON.stringify(publicSlot(booking));
    for (const secret of PERSONAL) expect(text).not.toContain(secret);
  });

  it('the holder’s view has no name, phone, e-mail, answers, photos or code', () => {
    const view = holderView(booking, ROOMS);
    expect(view).toEqual({
      ruangId: 'barat',
      ruang: 'Lapangan Badminton Barat',
      organisasi: 'UKM Badminton',
      tanggal: '2026-12-01',
      waktuMulai: '23:00',
      waktuSelesai: '23:30',
      status: 'aktif',
      checkInPada: '2026-12-01T15:55:00.000Z',
      checkOutPada: null,
    });
    for (const secret of PERSONAL) expect(JSON.stringify(view)).not.toContain(secret);
    expect(holderView(booking, []).ruang).toBe(ROOM_REMOVED);
  });

  it('the edit is what a manager may send back, nothing of the record besides', () => {
    const edit = bookingEditOf(booking);
    expect(Object.keys(edit).sort()).toEqual(Object.keys(bookingEditInput.shape).sort());
    expect(edit).toMatchObject({
      ruangId: 'barat',
      kontak: '081234567890',
      jawaban: booking.jawaban,
    });
  });
});

describe('history texts (booking-history.ts)', () => {
  it('name the booking by room, date, time and organisation, never its phone, e-mail or code', () => {
    const parts = { ...booking, ruang: 'Lapangan Badminton Barat' };
    expect(SC_BOOKING_HISTORY.cancel(parts)).toBe(
      'Batalkan peminjaman SC "Lapangan Badminton Barat, 2026-12-01 23.00 – 23.30, UKM Badminton"',
    );
    const texts = [
      SC_BOOKING_HISTORY.edit(parts),
      SC_BOOKING_HISTORY.remove(parts),
      JSON.stringify(bookingChangeView(parts)),
    ].join('\n');
    for (const secret of [booking.kontak, booking.email, booking.kode, booking.penanggungJawab])
      expect(texts).not.toContain(secret);
  });
});

describe('bookingUsesRoom (the rooms’ usage guard)', () => {
  const now = jakartaInstant('2026-12-01', '23:59');
  it('counts an active booking of the room dated today or later, in Asia/Jakarta', () => {
    expect(bookingUsesRoom(booking, 'barat', now)).toBe(true);
    expect(bookingUsesRoom({ ...booking, tanggal: '2026-11-30' }, 'barat', now)).toBe(false);
    expect(bookingUsesRoom({ ...booking, status: 'dibatalkan' }, 'barat', now)).toBe(false);
    expect(bookingUsesRoom(booking, 'timur', now)).toBe(false);
    // 00:30 on the 2nd in Jakarta is still the 1st in UTC: the 1st is yesterday there.
    expect(bookingUsesRoom(booking, 'barat', jakartaInstant('2026-12-02', '00:30'))).toBe(false);
  });
});

describe('attendancePhotoCheck', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  it('accepts a JPEG or a PNG by its bytes, up to 1.5 MB', () => {
    expect(attendancePhotoCheck(jpeg)).toEqual({ kind: 'jpeg' });
    expect(attendancePhotoCheck(png)).toEqual({ kind: 'png' });
    const big = Buffer.concat([jpeg, Buffer.alloc(ATTENDANCE_PHOTO_MAX_BYTES - jpeg.length)]);
    expect(attendancePhotoCheck(big)).toEqual({ kind: 'jpeg' });
  });

  it('refuses other content, an empty file, and one byte too many', () => {
    expect(attendancePhotoCheck(Buffer.from('%PDF-1.4'))).toEqual({
      problem: ATTENDANCE_PHOTO_MESSAGES.notImage,
    });
    expect(attendancePhotoCheck(Buffer.alloc(0))).toEqual({
      problem: ATTENDANCE_PHOTO_MESSAGES.unreadable,
    });
    const over = Buffer.concat([jpeg, Buffer.alloc(ATTENDANCE_PHOTO_MAX_BYTES)]);
    expect(attendancePhotoCheck(over)).toEqual({ problem: ATTENDANCE_PHOTO_MESSAGES.tooLarge });
  });
});

describe('bookingIcs', () => {
  it('is the booking at its Jakarta time in UTC, with the code for its holder', () => {
    const receipt = {
      kode: booking.kode,
      booking: holderView(booking, ROOMS),
      penanggungJawab: booking.penanggungJawab,
    };
    const text = bookingIcs(receipt, 'https://bem.contoh.id/pinjam-sc/kelola', 0);
    expect(text).toContain('DTSTART:20261201T160000Z');
    expect(text).toContain('DTEND:20261201T163000Z');
    expect(text).toContain('Nomor Tiket: SC-ABCDE-FGHJK');
    expect(text).toContain('SUMMARY:Peminjaman Lapangan Badminton Barat – UKM Badminton');
  });
});
