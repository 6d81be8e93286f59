/**
 * firestore.rules against the Firestore emulator — changes of a sports-centre booking
 * (docs/FIREBASE.md, "Peminjaman SC"): the code holder proven by the holder's document in the
 * batch, their one-hour lock and check-in window by request.time; the managers' corrections and
 * cancellations against another ministry's; the settings, rooms and questions by the area only.
 * Skipped, with the reason printed, where the emulator does not run (it needs Java 21).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { SC_COLLECTIONS } from '../../src/renderer/src/backend/firebase/sc-docs';
import { skipReason } from './emulators';
import { asCaller, useRulesEnvironment } from './firestore-rules-support';
import {
  holderChange,
  managerWrite,
  photoPath,
  SC_MANAGERS,
  seedBooking,
  seedLoanRooms,
  slotFromNow,
  visitor,
} from './sc-rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (peminjaman SC)');

describe.skipIf(SKIP !== null)('firestore.rules: changes of sports-centre bookings', () => {
  useRulesEnvironment();

  describe('the code holder', () => {
    it('without the holder’s document in the batch, nobody changes a booking', async () => {
      await seedLoanRooms();
      const stored = await seedBooking();
      await assertFails(
        holderChange(visitor(), stored, { status: 'dibatalkan' }, { withoutHolder: true }),
      );
      const db = visitor();
      await assertFails(
        writeBatch(db)
          .update(doc(db, SC_COLLECTIONS.bookings, stored.id), {
            status: 'dibatalkan',
            diubahPada: serverTimestamp(),
          })
          .commit(),
      );
    });

    it('reschedules or cancels up to an hour before the start, never later', async () => {
      await seedLoanRooms();
      const later = await seedBooking();
      await assertSucceeds(
        holderChange(visitor(), later, { waktuMulai: '13:00', waktuSelesai: '14:00' }),
      );
      // The next half-hour boundary is at most 30 minutes away (23:30 is the last start).
      const next = slotFromNow(1);
      const soon =
        next.waktu === '00:00' || next.waktu === '23:30'
          ? { tanggal: slotFromNow(0).tanggal, waktuMulai: '23:00', waktuSelesai: '23:30' }
          : { tanggal: next.tanggal, waktuMulai: next.waktu, waktuSelesai: slotFromNow(2).waktu };
      const locked = await seedBooking(soon);
      await assertFails(holderChange(visitor(), locked, { status: 'dibatalkan' }));
      await assertFails(holderChange(visitor(), later, { penanggungJawab: 'Orang Lain' }));
    });

    it('checks in only within the window, with a photo of its own folder', async () => {
      await seedLoanRooms();
      const ahead = await seedBooking();
      await assertFails(
        holderChange(visitor(), ahead, {
          checkIn: { waktu: serverTimestamp(), foto: photoPath(ahead.key, 'checkIn') },
        }),
      );
      const now = slotFromNow(0);
      const end = slotFromNow(1);
      if (end.waktu === '00:00') {
        console.warn(
          'Uji check-in dilewati: pukul 23:30–24:00 WIB tidak ada sesi yang memuat saat ini.',
        );
        return;
      }
      const running = await seedBooking({
        tanggal: now.tanggal,
        waktuMulai: now.waktu,
        waktuSelesai: end.waktu,
      });
      await assertFails(
        holderChange(visitor(), running, {
          checkIn: { waktu: serverTimestamp(), foto: photoPath(ahead.key, 'checkIn') },
        }),
      );
      await assertSucceeds(
        holderChange(visitor(), running, {
          checkIn: { waktu: serverTimestamp(), foto: photoPath(running.key, 'checkIn') },
        }),
      );
    });
  });

  describe('the managers', () => {
    it('correct (even in the past) and cancel; another ministry cannot', async () => {
      await seedLoanRooms();
      for (const kind of ['admin-dagri', 'admin-sekjen', 'panitia', 'anonymous'] as const) {
        const stored = await seedBooking();
        await assertFails(
          managerWrite(kind, stored, {
            ...stored.booking,
            organisasi: 'UKM',
            diubahPada: serverTimestamp(),
          }),
        );
      }
      for (const kind of SC_MANAGERS) {
        const past = await seedBooking({ tanggal: slotFromNow(-96).tanggal });
        await assertSucceeds(
          managerWrite(kind, past, {
            ...past.booking,
            organisasi: 'UKM',
            diubahPada: serverTimestamp(),
          }),
        );
        await assertFails(
          managerWrite(kind, past, {
            ...past.booking,
            kode: 'SC-00000-00000',
            diubahPada: serverTimestamp(),
          }),
        );
        const stored = await seedBooking();
        await assertSucceeds(
          managerWrite(kind, stored, {
            ...stored.booking,
            ruangId: 'gabung',
            bagian: ['barat', 'timur'],
            waktuMulai: '16:00',
            waktuSelesai: '17:00',
            diubahPada: serverTimestamp(),
          }),
        );
      }
    });

    it('write the settings, rooms and questions; nobody else does', async () => {
      await seedLoanRooms();
      const settings = (jamBuka: string) => ({
        jamBuka,
        jamTutup: '21:00',
        narahubungNama: 'PORA',
        narahubungNomor: '6281234567890',
        narahubungTemplate: 'Halo',
        infoJudul: 'Info',
        infoKonten: '',
        prosedurJudul: 'Prosedur',
        prosedurKonten: '',
        pertanyaanSetuju: 'Setuju',
        pertanyaanTanggungJawab: 'Bersedia',
      });
      const ref = (db: ReturnType<typeof asCaller>) =>
        doc(db, SC_COLLECTIONS.settings, SC_COLLECTIONS.settingsDoc);
      await assertSucceeds(setDoc(ref(asCaller('admin-pora')), settings('07:00')));
      await assertFails(setDoc(ref(asCaller('admin-pora')), settings('22:00')));
      await assertFails(setDoc(ref(asCaller('admin-dagri')), settings('07:00')));
      await assertSucceeds(getDoc(ref(visitor())));
      const room = { nama: 'Futsal', gabungan: [], position: 3 };
      await assertSucceeds(setDoc(doc(asCaller('master'), 'sc_rooms', 'futsal'), room));
      await assertFails(setDoc(doc(visitor(), 'sc_rooms', 'kolam'), room));
      const question = {
        label: 'Proyektor?',
        tipe: 'select',
        pilihan: ['Ya'],
        wajib: true,
        position: 0,
      };
      await assertSucceeds(setDoc(doc(asCaller('admin-pora'), 'sc_questions', 'q1'), question));
      await assertFails(setDoc(doc(asCaller('admin-keuangan'), 'sc_questions', 'q2'), question));
    });
  });
});
