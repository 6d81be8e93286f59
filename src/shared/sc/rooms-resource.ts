import * as z from 'zod/mini';
import { defineResource, type ResourceDeclaration } from '../resources/resource';
import { ROOM_REMOVE_MESSAGES } from './room-usage';

/**
 * The sports centre's rooms (Kelola Peminjaman SC → Pengaturan). A room may be the combination
 * of other rooms ("Badminton Barat & Timur" = Barat + Timur): `gabungan` lists their ids, and
 * a booking of it overlaps a booking of either half (booking-rules.ts decides it for every
 * backend). A combination is made of plain rooms only, so the rule stays one level deep.
 */
const roomInput = z.strictObject({
  nama: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Nama ruangan wajib diisi.' }),
      z.maxLength(80, { error: 'Nama ruangan paling banyak 80 karakter.' }),
    ),
  gabungan: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.maxLength(8, { error: 'Gabungan paling banyak 8 ruangan.' })),
});

export type ScRoomInput = z.infer<typeof roomInput>;

export const scRoomsResource: ResourceDeclaration<'ruang-sc', ScRoomInput> = defineResource({
  name: 'ruang-sc',
  firestoreCollection: 'sc_rooms',
  input: roomInput,
  // Not strict: a stored record may carry what a backend keeps beside it (its Firestore
  // document's `position`); reading leaves that out.
  stored: z.object(roomInput.shape),
  writeArea: 'peminjaman-sc',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: 50,
  maxBodyBytes: 8 * 1024,
  history: {
    noun: 'ruangan SC',
    title: (room) => room.nama,
    fieldLabels: { nama: 'Nama ruangan', gabungan: 'Gabungan dari' },
  },
  notFound: 'Ruangan tidak ditemukan.',
  // A half of a combination stays while the combination exists, and a room stays while active
  // bookings from today on use it (room-usage.ts): no booking or combination points at nothing.
  removeGuards: [
    {
      referencedBy: () => scRoomsResource,
      field: 'gabungan',
      match: 'contains',
      message: (room, count) => ROOM_REMOVE_MESSAGES.partOfCombination(room.nama, count),
    },
  ],
  usageGuards: [
    {
      usage: 'sc-active-bookings',
      message: (room, count) => ROOM_REMOVE_MESSAGES.stillBooked(room.nama, count),
    },
  ],
  check: (room, others) => {
    if (others.some((o) => o.nama.toLowerCase() === room.nama.toLowerCase()))
      return { message: 'Nama ruangan sudah dipakai.', field: 'nama' };
    if (new Set(room.gabungan).size !== room.gabungan.length)
      return { message: 'Ruangan gabungan tidak boleh berulang.', field: 'gabungan' };
    if (room.gabungan.length === 1)
      return { message: 'Ruangan gabungan terdiri dari minimal 2 ruangan.', field: 'gabungan' };
    for (const id of room.gabungan) {
      const part = others.find((o) => o.id === id);
      if (!part) return { message: 'Ruangan gabungan tidak ditemukan.', field: 'gabungan' };
      if (part.gabungan.length > 0)
        return {
          message: `"${part.nama}" sudah merupakan gabungan; pilih ruangan tunggal.`,
          field: 'gabungan',
        };
    }
    return null;
  },
});
