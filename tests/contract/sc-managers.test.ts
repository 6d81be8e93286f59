import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedBooking } from '../../src/shared/sc/booking';
import { jakartaInstant, SC_MESSAGES } from '../../src/shared/sc/booking-rules';
import { bookingEditOf } from '../../src/shared/sc/booking-views';
import { ROOM_REMOVE_MESSAGES } from '../../src/shared/sc/room-usage';
import { scRoomsResource } from '../../src/shared/sc/rooms-resource';
import { SC_PATHS } from '../../src/shared/sc/sc-paths';
import { backendAs, liveValue } from './support/live-value';
import { errorOf, START, startScHarness, type ScHarness } from './support/sc-fixtures';

/**
 * Kelola Peminjaman SC on the embedded server (issue 20 §5): the managers' live list, edits
 * checked like bookings (overlaps across linked rooms) but allowed in the past, cancellation,
 * deletion, history entries naming no phone number; and rooms that stay while a combination or
 * an active booking from today on uses them.
 */
let h: ScHarness;
beforeAll(async () => {
  h = await startScHarness();
}, 60_000);
afterAll(async () => {
  await h.dispose();
});

const idOf = (kode: string) =>
  h.server.db.prepare('SELECT id FROM sc_bookings WHERE kode = ?').pluck().get(kode) as string;
const latestHistory = () => h.server.services.histori.all({})[0]!;

describe('the managers’ live list', () => {
  it('holds every booking with everything, demo bookings in every state included', async () => {
    const pora = backendAs(h.server, 'admin', 'Kementerian Pemuda dan Olahraga (PORA)');
    const list = await liveValue(pora.sc.watchBookings);
    expect(list.length).toBeGreaterThan(15);
    expect(list.some((b) => b.status === 'dibatalkan')).toBe(true);
    expect(list.some((b) => b.checkIn && b.checkOut)).toBe(true);
    expect(list.some((b) => b.checkIn && !b.checkOut)).toBe(true);
    expect(list.every((b) => b.kontak && b.kode)).toBe(true);
  });
});

describe('editing a booking', () => {
  it('re-checks overlaps in linked rooms, refusing with ORIGINAL §5’s message and changing nothing', async () => {
    await h.booked({ ruangId: h.rooms.gabungan, tanggal: '2030-07-01' });
    const other = await h.booked({ ruangId: h.rooms.aula, tanggal: '2030-07-01' });
    const pora = backendAs(h.server, 'admin', 'Kementerian Pemuda dan Olahraga (PORA)');
    const list = await liveValue(pora.sc.watchBookings);
    const current = list.find((b) => b.kode === other.kode)!;
    const before = h.server.db.prepare('SELECT * FROM sc_bookings WHERE id = ?').get(current.id);
    const refused = await h.api.call('PATCH', SC_PATHS.booking(current.id), {
      as: h.pora,
      body: { ...bookingEditOf(current), ruangId: h.rooms.timur },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(SC_MESSAGES.overlap('Lapangan Uji Timur'));
    expect(h.server.db.prepare('SELECT * FROM sc_bookings WHERE id = ?').get(current.id)).toEqual(
      before,
    );
  });

  it('allows the past for a correction, records it by room, date and organisation, no phone', async () => {
    const receipt = await h.booked({ ruangId: h.rooms.aula, tanggal: '2030-07-02' });
    const id = idOf(receipt.kode);
    const pora = backendAs(h.server, 'admin', 'Kementerian Pemuda dan Olahraga (PORA)');
    const current = (await liveValue(pora.sc.watchBookings)).find((b) => b.id === id)!;
    const updated = await pora.sc.update(id, {
      ...bookingEditOf(current),
      tanggal: '2030-06-01',
      kontak: '089900001111',
      organisasi: 'UKM Uji Koreksi',
    });
    expect(updated).toMatchObject({ tanggal: '2030-06-01', kontak: '089900001111' });
    const entry = latestHistory();
    expect(entry.action).toBe(
      'Edit peminjaman SC "Aula Uji, 2030-06-01 08.00 – 10.00, UKM Uji Koreksi"',
    );
    const text = JSON.stringify(entry);
    for (const secret of ['081299887766', '089900001111', 'peminjam.rahasia', receipt.kode])
      expect(text).not.toContain(secret);
    expect(entry.changes?.map((c) => c.field).sort()).toEqual(['Organisasi', 'Tanggal']);
  });

  it('still refuses an end not after the start, an unknown room and missing answers', async () => {
    const receipt = await h.booked({ ruangId: h.rooms.aula, tanggal: '2030-07-03' });
    const id = idOf(receipt.kode);
    const pora = backendAs(h.server, 'admin', 'Kementerian Pemuda dan Olahraga (PORA)');
    const current = (await liveValue(pora.sc.watchBookings)).find((b) => b.id === id)!;
    for (const [change, status] of [
      [{ waktuSelesai: '08:00' }, 400],
      [{ ruangId: 'tidak-ada' }, 400],
      [{ jawaban: {} }, 400],
    ] as const) {
      const response = await h.api.call('PATCH', SC_PATHS.booking(id), {
        as: h.pora,
        body: { ...bookingEditOf(current), ...change },
      });
      expect(response.status).toBe(status);
    }
  });

  it('answers 404 for a booking that does not exist', async () => {
    const response = await h.api.call('POST', SC_PATHS.cancelAsManager('tidak-ada'), {
      as: h.pora,
    });
    expect(response.status).toBe(404);
  });
});

describe('cancelling and deleting', () => {
  it('cancels once with a history entry, frees the slot, and deletes with one', async () => {
    const receipt = await h.booked({ ruangId: h.rooms.aula, tanggal: '2030-07-04' });
    const id = idOf(receipt.kode);
    const cancelled = await h.api.call('POST', SC_PATHS.cancelAsManager(id), { as: h.pora });
    expect((cancelled.body as ManagedBooking).status).toBe('dibatalkan');
    expect(latestHistory().action).toBe(
      'Batalkan peminjaman SC "Aula Uji, 2030-07-04 08.00 – 10.00, UKM Uji"',
    );
    const again = await h.api.call('POST', SC_PATHS.cancelAsManager(id), { as: h.pora });
    expect(again.status).toBe(409);
    await h.booked({ ruangId: h.rooms.aula, tanggal: '2030-07-04' });
    expect((await h.api.call('DELETE', SC_PATHS.booking(id), { as: h.master })).status).toBe(204);
    expect(latestHistory().action).toBe(
      'Hapus peminjaman SC "Aula Uji, 2030-07-04 08.00 – 10.00, UKM Uji"',
    );
    expect(h.server.db.prepare('SELECT 1 FROM sc_bookings WHERE id = ?').get(id)).toBeUndefined();
    expect((await h.api.call('DELETE', SC_PATHS.booking(id), { as: h.master })).status).toBe(404);
  });
});

describe('removing a room', () => {
  const remove = (id: string) =>
    h.api.call('DELETE', `${scRoomsResource.path}/${id}`, { as: h.pora });

  it('keeps a half of a combination, naming it', async () => {
    const response = await remove(h.rooms.barat);
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe(
      ROOM_REMOVE_MESSAGES.partOfCombination('Lapangan Uji Barat', 1),
    );
  });

  it('keeps a room that active bookings from today on use; lets it go once they are past or cancelled', async () => {
    const room = await h.api.call('POST', scRoomsResource.path, {
      as: h.pora,
      body: { nama: 'Ruang Uji Hapus', gabungan: [] },
    });
    const roomId = (room.body as { item: { id: string } }).item.id;
    const receipt = await h.booked({ ruangId: roomId, tanggal: '2030-06-12' });
    const refused = await remove(roomId);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(ROOM_REMOVE_MESSAGES.stillBooked('Ruang Uji Hapus', 1));
    // The day after the booking, it is past: the room may go (the booking keeps its history).
    h.clock.now = jakartaInstant('2030-06-13', '08:00');
    expect((await remove(roomId)).status).toBe(204);
    h.clock.now = START;
    const found = await h.api.call('POST', SC_PATHS.find, { body: { kode: receipt.kode } });
    expect((found.body as { ruang: string }).ruang).toBe('(ruangan telah dihapus)');
  });

  it('keeps a combination its active bookings use, like any room', async () => {
    const response = await remove(h.rooms.gabungan);
    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe(
      ROOM_REMOVE_MESSAGES.stillBooked('Lapangan Uji Barat & Timur', 1),
    );
  });
});
