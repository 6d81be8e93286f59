/**
 * firestore.rules against the Firestore emulator — the inventory (inventarisAset/{id}): a private
 * asset is unreadable by the public, the public queries of the list run within published assets,
 * every admin writes and only in the declared shape, and the location summary is the writers'.
 * Skipped, with the reason printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_SHELL, ALL, type CallerKind } from '../support/caller-kinds';
import { ASET_LIMITS } from '../../src/shared/keterbukaan/aset';
import { asetList } from '../../src/shared/keterbukaan/aset-list';
import { searchKeys } from '../../src/shared/open-data/search-keys';
import { skipReason } from './emulators';
import { asCaller, next, seed, useRulesEnvironment } from './firestore-rules-support';
import { describeCase } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (inventaris aset)');

/** An asset document as the adapter writes it (its search keys derived, its time stamped). */
const asetDoc = (overrides: DocumentData = {}): DocumentData => {
  const namaAset = (overrides['namaAset'] as string | undefined) ?? 'Sound System Portable';
  return {
    namaAset,
    kodeAset: `BEM-SND-${next()}`,
    lokasiPenyimpanan: 'Sekretariat BEM',
    jumlahAset: 2,
    tanggalPerolehan: '2024-03-15',
    tipePerolehan: 'Pembelian',
    statusKondisi: 'Baik',
    sumberKeterangan: 'Dana kemahasiswaan 2024.',
    statusPeminjaman: 'Tersedia',
    dapatDipinjamkan: true,
    gambar: [],
    published: true,
    diperbarui: '2026-09-01T02:00:00.000Z',
    kataAset: searchKeys([namaAset, '', 'Sekretariat BEM'], asetList.search!.maxKeys),
    position: 0,
    ...overrides,
  };
};

const NOT_ADMINS: readonly CallerKind[] = ALL.filter((kind) => !ADMIN_SHELL.includes(kind));

describe.skipIf(SKIP !== null)('firestore.rules: inventarisAset', () => {
  useRulesEnvironment();

  describe('a private asset does not exist for the public', () => {
    it('its document is refused to everyone outside Kelola Aset, and read by its admins', async () => {
      await seed((db) =>
        setDoc(doc(db, 'inventarisAset', 'privat'), asetDoc({ published: false })),
      );
      for (const kind of NOT_ADMINS)
        await assertFails(getDoc(doc(asCaller(kind), 'inventarisAset', 'privat')));
      for (const kind of ADMIN_SHELL)
        await assertSucceeds(getDoc(doc(asCaller(kind), 'inventarisAset', 'privat')));
    });

    it('the whole collection is never listed or counted for a visitor', async () => {
      const all = collection(asCaller('anonymous'), 'inventarisAset');
      await assertFails(getDocs(all));
      await assertFails(getCountFromServer(all));
    });
  });

  describe('the public queries of the list, the detail and the export (anonymous)', () => {
    const published = () =>
      query(collection(asCaller('anonymous'), 'inventarisAset'), where('published', '==', true));

    it('reads the cards shown, their count, a search and one asset, within published assets', async () => {
      await seed(async (db) => {
        for (let i = 0; i < 12; i += 1)
          await setDoc(doc(db, 'inventarisAset', `publik-${i}`), asetDoc({ position: i }));
        await setDoc(doc(db, 'inventarisAset', 'rahasia'), asetDoc({ published: false }));
      });
      const shown = query(
        published(),
        where('statusKondisi', '==', 'Baik'),
        where('lokasiPenyimpanan', '==', 'Sekretariat BEM'),
        where('dapatDipinjamkan', '==', true),
        where('kataAset', 'array-contains', 'sound'),
        orderBy('namaAset'),
        orderBy(documentId()),
        limit(18),
      );
      await assertSucceeds(getDocs(shown));
      await assertSucceeds(getCountFromServer(published()));
      await assertSucceeds(getDocs(query(published(), where(documentId(), '==', 'publik-1'))));
      // The detail query of a private asset answers nothing (not found), and is allowed.
      await assertSucceeds(getDocs(query(published(), where(documentId(), '==', 'rahasia'))));
    });
  });

  describe('writes: every admin and master (Kelola Aset), in the declared shape', () => {
    const cases: { name: string; data: () => DocumentData; allowed: boolean }[] = [
      { name: 'a whole asset', data: () => asetDoc(), allowed: true },
      {
        name: 'an unknown acquisition date',
        data: () => asetDoc({ tanggalPerolehan: '' }),
        allowed: true,
      },
      { name: 'no units', data: () => asetDoc({ jumlahAset: 0 }), allowed: false },
      { name: 'a fraction of a unit', data: () => asetDoc({ jumlahAset: 1.5 }), allowed: false },
      {
        name: 'an unknown condition',
        data: () => asetDoc({ statusKondisi: 'Hilang' }),
        allowed: false,
      },
      {
        name: 'an unknown acquisition',
        data: () => asetDoc({ tipePerolehan: 'Curian' }),
        allowed: false,
      },
      {
        name: 'a lending status of its own',
        data: () => asetDoc({ statusPeminjaman: 'Hilang' }),
        allowed: false,
      },
      {
        name: 'borrowability left undefined',
        data: () => {
          const { dapatDipinjamkan: _unused, ...rest } = asetDoc();
          return rest;
        },
        allowed: false,
      },
      { name: 'an empty name', data: () => asetDoc({ namaAset: '  ' }), allowed: false },
      {
        name: 'a name longer than ASET_LIMITS.namaMax',
        data: () => asetDoc({ namaAset: 'N'.repeat(ASET_LIMITS.namaMax + 1) }),
        allowed: false,
      },
      {
        name: 'more pictures than ASET_LIMITS.gambarMax',
        data: () =>
          asetDoc({ gambar: Array.from({ length: ASET_LIMITS.gambarMax + 1 }, () => ({})) }),
        allowed: false,
      },
      {
        name: 'a base64 picture',
        data: () => asetDoc({ gambar: ['data:image/png;base64,AAAA'] }),
        allowed: false,
      },
      {
        name: 'no "Terakhir Diperbarui"',
        data: () => asetDoc({ diperbarui: 'kemarin' }),
        allowed: false,
      },
      {
        name: 'no search keys',
        data: () => {
          const { kataAset: _unused, ...rest } = asetDoc();
          return rest;
        },
        allowed: false,
      },
      {
        name: 'more search keys than ASET_LIMITS.searchKeysMax',
        data: () =>
          asetDoc({
            kataAset: Array.from({ length: ASET_LIMITS.searchKeysMax + 1 }, (_, i) => `k${i}`),
          }),
        allowed: false,
      },
      {
        name: 'another field (the old isPublic)',
        data: () => asetDoc({ isPublic: true }),
        allowed: false,
      },
    ];
    it.each(cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) })))(
      'create $name as an admin of another ministry: $outcome',
      async ({ data, allowed }) => {
        const write = setDoc(
          doc(asCaller('admin-pora'), 'inventarisAset', `baru-${next()}`),
          data(),
        );
        if (allowed) await assertSucceeds(write);
        else await assertFails(write);
      },
    );

    it('refuses every caller outside the admin shell', async () => {
      for (const kind of NOT_ADMINS)
        await assertFails(
          setDoc(doc(asCaller(kind), 'inventarisAset', `luar-${next()}`), asetDoc()),
        );
    });

    it('an edit never moves "Terakhir Diperbarui" back in time', async () => {
      const id = `waktu-${next()}`;
      await seed((db) => setDoc(doc(db, 'inventarisAset', id), asetDoc()));
      const db = asCaller('admin-keuangan');
      await assertFails(
        setDoc(doc(db, 'inventarisAset', id), asetDoc({ diperbarui: '2020-01-01T00:00:00.000Z' })),
      );
      await assertSucceeds(
        setDoc(
          doc(db, 'inventarisAset', id),
          asetDoc({ statusPeminjaman: 'Dipinjam', diperbarui: '2026-09-02T02:00:00.000Z' }),
        ),
      );
    });
  });

  describe('inventarisAsetRingkasan/pilihan: the location choices', () => {
    it('everyone reads it; only the writers of Kelola Aset write it, and only its one list', async () => {
      await seed((db) =>
        setDoc(doc(db, 'inventarisAsetRingkasan', 'pilihan'), { lokasi: ['Sekretariat BEM'] }),
      );
      await assertSucceeds(
        getDoc(doc(asCaller('anonymous'), 'inventarisAsetRingkasan', 'pilihan')),
      );
      const choices = { lokasi: ['Gudang', 'Sekretariat BEM'] };
      for (const kind of NOT_ADMINS)
        await assertFails(
          setDoc(doc(asCaller(kind), 'inventarisAsetRingkasan', 'pilihan'), choices),
        );
      const admin = asCaller('admin-dagri');
      await assertSucceeds(setDoc(doc(admin, 'inventarisAsetRingkasan', 'pilihan'), choices));
      await assertFails(setDoc(doc(admin, 'inventarisAsetRingkasan', 'lain'), choices));
      await assertFails(
        setDoc(doc(admin, 'inventarisAsetRingkasan', 'pilihan'), { ...choices, catatan: 'x' }),
      );
    });
  });
});
