import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jakartaInstant, SC_MESSAGES } from '../../shared/sc/booking-rules';
import type { BookingInput } from '../../shared/sc/booking';
import { bookingEditOf } from '../../shared/sc/booking-views';
import { scRoomsResource } from '../../shared/sc/rooms-resource';
import { closeDatabase, openDatabase, type Db } from '../db/database';
import { migrate } from '../db/migrations';
import { AppError } from '../http/app-error';
import { createServices, type PortalServices } from '../services';

/**
 * The loans' services without HTTP (the contract tests drive the routes): what each decision
 * writes, and that a refusal writes nothing, on a fresh database and the services' own clock.
 */
const silent = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;

let dataDir: string;
let db: Db;
let services: PortalServices;
let now: number;
let rooms: { barat: string; timur: string; gabungan: string };

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bem-sc-'));
  db = openDatabase(dataDir);
  migrate(db);
  now = jakartaInstant('2030-06-10', '09:00');
  services = createServices(
    db,
    {
      dataDir,
      smtpUrl: undefined,
      mailFrom: 'uji@localhost',
      publicUrl: () => 'http://localhost',
      clock: () => now,
    },
    () => silent,
  );
  const store = services.resources.of(scRoomsResource).store;
  const barat = store.create({ nama: 'Barat', gabungan: [] }).id;
  const timur = store.create({ nama: 'Timur', gabungan: [] }).id;
  rooms = {
    barat,
    timur,
    gabungan: store.create({ nama: 'Barat & Timur', gabungan: [barat, timur] }).id,
  };
});
afterEach(() => {
  closeDatabase(db);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A master account on this test's fresh database. */
const masterAccount = () =>
  services.users.insert({
    email: 'master@uji.test',
    passwordHash: 'x',
    role: 'master',
    namaTampilan: 'Master',
  });

const input = (over: Partial<BookingInput> = {}): BookingInput => ({
  ruangId: rooms.barat,
  tanggal: '2030-06-11',
  waktuMulai: '08:00',
  waktuSelesai: '10:00',
  penanggungJawab: 'Uji',
  organisasi: 'UKM Uji',
  kontak: '081234567890',
  email: '',
  jawaban: {},
  setujuProsedur: true,
  bersediaTanggungJawab: true,
  ...over,
});
const refusalOf = (work: () => unknown): AppError => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
};
const count = () => db.prepare('SELECT COUNT(*) FROM sc_bookings').pluck().get();
const noMiss = () => {
  throw new Error('no miss expected');
};

describe('the booking service', () => {
  it('books, then refuses the combination over a half with the overlap message, writing nothing', () => {
    const receipt = services.sc.public.book(input());
    expect(receipt.booking.ruang).toBe('Barat');
    const refused = refusalOf(() => services.sc.public.book(input({ ruangId: rooms.gabungan })));
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toBe(SC_MESSAGES.overlap('Barat & Timur'));
    expect(count()).toBe(1);
    expect(services.sc.public.book(input({ ruangId: rooms.timur })).booking.ruang).toBe('Timur');
  });

  it('counts a miss for an unknown code, outside the transaction, and none for a found one', () => {
    let misses = 0;
    const receipt = services.sc.public.book(input());
    expect(services.sc.public.find({ kode: receipt.kode }, noMiss).status).toBe('aktif');
    const refused = refusalOf(() =>
      services.sc.public.find({ kode: 'SC-00000-00000' }, () => (misses += 1)),
    );
    expect(refused.statusCode).toBe(404);
    expect(misses).toBe(1);
  });

  it('lets the own booking not count against a reschedule, by availability and by the move', () => {
    const receipt = services.sc.public.book(input());
    const ask = {
      ruangId: rooms.barat,
      tanggal: '2030-06-11',
      waktuMulai: '09:00',
      waktuSelesai: '11:00',
    };
    expect(services.sc.public.availability(ask, noMiss)).toEqual({ tersedia: false });
    expect(services.sc.public.availability({ ...ask, kode: receipt.kode }, noMiss)).toEqual({
      tersedia: true,
    });
    const moved = services.sc.public.reschedule(
      { kode: receipt.kode, tanggal: '2030-06-11', waktuMulai: '09:00', waktuSelesai: '11:00' },
      noMiss,
    );
    expect(moved.waktuMulai).toBe('09:00');
  });

  it('keeps a room its active bookings from today on use, and lets it go when they are past', () => {
    const master = masterAccount();
    const aula = services.resources
      .of(scRoomsResource)
      .store.create({ nama: 'Aula', gabungan: [] });
    services.sc.public.book(input({ ruangId: aula.id }));
    const kept = refusalOf(() => services.resources.of(scRoomsResource).remove(master, aula.id));
    expect(kept.statusCode).toBe(409);
    expect(
      refusalOf(() => services.resources.of(scRoomsResource).remove(master, rooms.barat)).message,
    ).toContain('bagian dari 1 ruangan gabungan');
    now = jakartaInstant('2030-06-12', '00:00');
    services.resources.of(scRoomsResource).remove(master, aula.id);
    expect(
      services.resources
        .of(scRoomsResource)
        .list()
        .some((r) => r.id === aula.id),
    ).toBe(false);
  });
});

describe('the loans’ demo data', () => {
  it('has rooms, questions and bookings in every state, no two active ones overlapping', async () => {
    const { prepareDemoSc, seedDemoSc } = await import('../seed/demo-sc');
    const pictures = await prepareDemoSc();
    db.transaction(() => seedDemoSc(services, pictures))();
    const all = services.sc.admin.list();
    const roomsNow = services.resources.of(scRoomsResource).list();
    expect(
      roomsNow.find((r) => r.nama === 'Lapangan Badminton Barat & Timur')?.gabungan,
    ).toHaveLength(2);
    const today = '2030-06-10';
    expect(all.some((b) => b.status === 'dibatalkan')).toBe(true);
    expect(all.some((b) => b.tanggal === today)).toBe(true);
    expect(all.some((b) => b.tanggal > today && b.status === 'aktif' && !b.checkIn)).toBe(true);
    expect(all.some((b) => b.checkIn && b.checkOut)).toBe(true);
    // Late: checked in, never out, past its end.
    expect(all.some((b) => b.checkIn && !b.checkOut && b.tanggal < today)).toBe(true);
    // At 09:00 the 07:00–09:00 booking is done, the 10:00 one still to come.
    expect(
      all.find((b) => b.tanggal === today && b.waktuMulai === '07:00')?.checkOut,
    ).not.toBeNull();
    const active = all.filter((b) => b.status === 'aktif');
    const { firstOverlap } = await import('../../shared/sc/booking-rules');
    for (const b of active) expect(firstOverlap(b, active, roomsNow, b.id)).toBeNull();
    const photos = db
      .prepare("SELECT path FROM stored_files WHERE purpose = 'sc-photo'")
      .pluck()
      .all() as string[];
    expect(photos.length).toBe(
      all.filter((b) => b.checkIn).length + all.filter((b) => b.checkOut).length,
    );
    for (const file of photos) expect(fs.existsSync(path.join(dataDir, 'files', file))).toBe(true);
  });
});

describe('attendance and the managers, without HTTP', () => {
  const jpeg = (bytes = 64) => {
    const content = Buffer.alloc(bytes);
    content.set([0xff, 0xd8, 0xff, 0xe0]);
    return `data:image/jpeg;base64,${content.toString('base64')}`;
  };
  const photoFiles = () =>
    db.prepare("SELECT id, path FROM stored_files WHERE purpose = 'sc-photo'").all() as {
      id: string;
      path: string;
    }[];
  const folder = () => {
    const dir = path.join(dataDir, 'files', 'peminjaman-sc');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('writes the photo as a file with the step, and leaves no file behind a refusal', () => {
    const { kode } = services.sc.public.book(input());
    // Too early: refused before any file is written.
    expect(
      refusalOf(() => services.sc.attendance.checkIn({ kode, foto: jpeg() }, noMiss)).message,
    ).toBe(SC_MESSAGES.checkInWindow);
    expect(folder()).toEqual([]);
    now = jakartaInstant('2030-06-11', '07:45');
    const pdf = `data:image/jpeg;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    expect(
      refusalOf(() => services.sc.attendance.checkIn({ kode, foto: pdf }, noMiss)).statusCode,
    ).toBe(400);
    expect(folder()).toEqual([]);
    const held = services.sc.attendance.checkIn({ kode, foto: jpeg(100) }, noMiss);
    expect(held.checkInPada).toBe(new Date(now).toISOString());
    const [file] = photoFiles();
    expect(folder()).toEqual([path.basename(file!.path)]);
    expect(fs.statSync(path.join(dataDir, 'files', file!.path)).size).toBe(100);
  });

  it('edits with a history entry of labelled changes, cancels, and removes with the photos', () => {
    const master = masterAccount();
    const { kode } = services.sc.public.book(input({ email: 'rahasia@contoh.id' }));
    now = jakartaInstant('2030-06-11', '08:00');
    services.sc.attendance.checkIn({ kode, foto: jpeg() }, noMiss);
    const [booking] = services.sc.admin.list().filter((b) => b.kode === kode);
    const edited = services.sc.admin.update(master, booking!.id, {
      ...bookingEditOf(booking!),
      ruangId: rooms.timur,
      kontak: '089999999999',
    });
    expect(edited.ruangId).toBe(rooms.timur);
    const [entry] = services.histori.all({});
    expect(entry?.action).toBe('Edit peminjaman SC "Timur, 2030-06-11 08.00 – 10.00, UKM Uji"');
    expect(entry?.changes).toEqual([{ field: 'Ruangan', before: 'Barat', after: 'Timur' }]);
    expect(services.sc.admin.cancel(master, booking!.id).status).toBe('dibatalkan');
    expect(refusalOf(() => services.sc.admin.cancel(master, booking!.id)).statusCode).toBe(409);
    services.sc.admin.remove(master, booking!.id);
    expect(photoFiles()).toEqual([]);
    expect(folder()).toEqual([]);
    expect(services.histori.all({})[0]?.action).toBe(
      'Hapus peminjaman SC "Timur, 2030-06-11 08.00 – 10.00, UKM Uji"',
    );
  });

  it('saves the settings whole with their history entry; refuses closing before opening', () => {
    const master = masterAccount();
    const next = { ...services.sc.settings.get(), jamBuka: '06:00' };
    expect(services.sc.settings.save(master, next)).toEqual(next);
    expect(services.histori.all({})[0]).toMatchObject({
      action: 'Ubah pengaturan peminjaman SC',
      changes: [{ field: 'Jam buka', before: '07:00', after: '06:00' }],
    });
    const refused = refusalOf(() =>
      services.sc.settings.save(master, { ...next, jamTutup: '05:00' }),
    );
    expect(refused.fields).toEqual({ jamTutup: 'Jam tutup harus setelah jam buka.' });
    expect(services.sc.settings.get()).toEqual(next);
  });
});
