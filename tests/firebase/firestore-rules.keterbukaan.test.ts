/**
 * firestore.rules against the Firestore emulator — Program Kerja (programKerja/{id} and its
 * choices document) and Risalah Rapat (risalahRapat/{id}: final minutes only for the public).
 * Skipped, with the reason printed, where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { summaryWrites } from '../../src/renderer/src/backend/firebase/firestore-summaries';
import { prokerResource } from '../../src/shared/keterbukaan/proker-resource';
import { PROKER_LIMITS } from '../../src/shared/keterbukaan/proker';
import { RISALAH_LIMITS } from '../../src/shared/keterbukaan/risalah';
import { searchKeys } from '../../src/shared/open-data/search-keys';
import { skipReason } from './emulators';
import { asCaller, next, seed, useRulesEnvironment } from './firestore-rules-support';
import { describeCase } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (program kerja dan risalah rapat)');

/** A programme as the adapter writes it (with its search keys). */
const prokerDoc = (overrides: DocumentData = {}): DocumentData => ({
  namaProgram: 'Seminar Nasional Energi Nuklir',
  kementerianId: 'divisi-luar-negeri',
  periode: '2025/2026',
  tanggalPelaksanaan: '2026-02-14',
  deskripsiSingkat: 'Seminar bersama kampus mitra.',
  statusProker: 'Perencanaan',
  targetPeserta: 250,
  jumlahPesertaRealisasi: 0,
  linkLpj: '',
  detailPelaksanaan: '',
  capaian: '',
  kendala: '',
  saranUmum: '',
  saranKhusus: '',
  position: 0,
  kataCari: searchKeys(['Seminar Nasional Energi Nuklir'], PROKER_LIMITS.searchKeysMax),
  ...overrides,
});

const attachment = (link = 'https://drive.google.com/file/d/notulen/view') => ({
  namaFile: 'Notulen.pdf',
  link,
});

/** A minute as the adapter writes it. */
const risalahDoc = (overrides: DocumentData = {}): DocumentData => ({
  namaRapat: 'Rapat Pleno Tengah Periode',
  tanggalRapat: '2025-11-15',
  pemimpinRapat: 'Muhammad Rizky Pratama',
  notulensi: 'Laporan tengah periode.',
  hasilKeputusan: 'Program tertunda dijadwalkan ulang.',
  daftarHadir: ['Anisa Rahmawati', 'Salsabila Putri'],
  tugas: [{ tugas: 'Menyusun SOP', penanggungJawab: 'Salsabila Putri', selesai: false }],
  lampiran: [attachment()],
  published: true,
  position: 0,
  kataCari: searchKeys(['Rapat Pleno Tengah Periode'], RISALAH_LIMITS.searchKeysMax),
  ...overrides,
});

type Case = { name: string; data: () => DocumentData; allowed: boolean };
const outcomes = (cases: Case[]) => cases.map((c) => ({ ...c, outcome: describeCase(c.allowed) }));

describe.skipIf(SKIP !== null)('firestore.rules: Program Kerja and Risalah Rapat', () => {
  useRulesEnvironment();

  describe('programKerja/{id} as an admin (every admin writes Kelola Proker)', () => {
    const cases: Case[] = [
      { name: 'a complete programme', data: () => prokerDoc(), allowed: true },
      {
        name: 'an undated programme',
        data: () => prokerDoc({ tanggalPelaksanaan: '' }),
        allowed: true,
      },
      {
        name: 'a period of years apart',
        data: () => prokerDoc({ periode: '2025/2027' }),
        allowed: false,
      },
      { name: 'a period as one year', data: () => prokerDoc({ periode: '2025' }), allowed: false },
      {
        name: 'an unknown status',
        data: () => prokerDoc({ statusProker: 'Ditunda' }),
        allowed: false,
      },
      { name: 'a negative count', data: () => prokerDoc({ targetPeserta: -1 }), allowed: false },
      { name: 'a fractional count', data: () => prokerDoc({ targetPeserta: 2.5 }), allowed: false },
      {
        name: 'a script link as LPJ',
        data: () => prokerDoc({ linkLpj: 'javascript:alert(1)' }),
        allowed: false,
      },
      { name: 'without a ministry', data: () => prokerDoc({ kementerianId: '' }), allowed: false },
      {
        name: 'more search keys than PROKER_LIMITS.searchKeysMax',
        data: () =>
          prokerDoc({
            kataCari: Array.from({ length: PROKER_LIMITS.searchKeysMax + 1 }, (_, i) => `k${i}`),
          }),
        allowed: false,
      },
      { name: 'another field', data: () => prokerDoc({ lain: 1 }), allowed: false },
    ];
    it.each(outcomes(cases))('create $name: $outcome', async ({ data, allowed }) => {
      const write = setDoc(doc(asCaller('admin-dagri'), 'programKerja', `p-${next()}`), data());
      if (allowed) await assertSucceeds(write);
      else await assertFails(write);
    });

    it('is read by anyone and written by nobody signed out or pending', async () => {
      const id = `p-${next()}`;
      await seed((db) => setDoc(doc(db, 'programKerja', id), prokerDoc()));
      await assertSucceeds(getDoc(doc(asCaller('anonymous'), 'programKerja', id)));
      await assertSucceeds(getDocs(collection(asCaller('anonymous'), 'programKerja')));
      for (const kind of ['anonymous', 'pending', 'disabled'] as const) {
        await assertFails(setDoc(doc(asCaller(kind), 'programKerja', `x-${next()}`), prokerDoc()));
        await assertFails(deleteDoc(doc(asCaller(kind), 'programKerja', id)));
      }
    });

    it('answers the public page query with its filters, order, cursor and count', async () => {
      const base = query(
        collection(asCaller('anonymous'), 'programKerja'),
        where('statusProker', '==', 'Perencanaan'),
        where('kataCari', 'array-contains', 'seminar'),
        orderBy('periode', 'desc'),
        orderBy('tanggalPelaksanaan', 'desc'),
      );
      await assertSucceeds(getDocs(query(base, limit(6))));
      await assertSucceeds(getDocs(query(base, startAfter('2025/2026', '2026-02-14'), limit(6))));
      await assertSucceeds(getCountFromServer(base));
    });
  });

  describe('programKerjaRingkasan/pilihan: the choices every programme write recomputes', () => {
    // What the adapter writes with a programme (firestore-summaries.ts), from the declaration.
    const [summary] = summaryWrites(prokerResource, [{ ...prokerDoc(), id: 'p-1' }]);
    const choices = summary!.data;

    it('is written by a writer of the area, in its shape, under its one id', async () => {
      const db = asCaller('admin-sekjen');
      expect([summary!.collection, summary!.id]).toEqual(['programKerjaRingkasan', 'pilihan']);
      await assertSucceeds(setDoc(doc(db, 'programKerjaRingkasan', 'pilihan'), choices));
      await assertFails(
        setDoc(doc(db, 'programKerjaRingkasan', 'pilihan'), { periode: [], kementerianId: [] }),
      );
      await assertFails(setDoc(doc(db, 'programKerjaRingkasan', 'lain'), choices));
      await assertFails(
        setDoc(doc(db, 'programKerjaRingkasan', 'pilihan'), { ...choices, total: 3 }),
      );
      await assertFails(
        setDoc(doc(db, 'programKerjaRingkasan', 'pilihan'), { ...choices, periode: '2025/2026' }),
      );
      await assertFails(deleteDoc(doc(db, 'programKerjaRingkasan', 'pilihan')));
    });

    it('is read by anyone and written by no visitor', async () => {
      await seed((db) => setDoc(doc(db, 'programKerjaRingkasan', 'pilihan'), choices));
      await assertSucceeds(getDoc(doc(asCaller('anonymous'), 'programKerjaRingkasan', 'pilihan')));
      await assertFails(
        setDoc(doc(asCaller('anonymous'), 'programKerjaRingkasan', 'pilihan'), choices),
      );
    });
  });

  describe('risalahRapat/{id}: final minutes for the public', () => {
    const cases: Case[] = [
      { name: 'a final minute', data: () => risalahDoc(), allowed: true },
      { name: 'a draft', data: () => risalahDoc({ published: false }), allowed: true },
      { name: 'without a name', data: () => risalahDoc({ namaRapat: ' ' }), allowed: false },
      { name: 'without a date', data: () => risalahDoc({ tanggalRapat: '' }), allowed: false },
      {
        name: 'an attachment with a script link',
        data: () => risalahDoc({ lampiran: [attachment(), attachment('javascript:alert(1)')] }),
        allowed: false,
      },
      {
        name: 'an attachment without a name',
        data: () => risalahDoc({ lampiran: [{ namaFile: '', link: attachment().link }] }),
        allowed: false,
      },
      {
        name: 'more attachments than RISALAH_LIMITS.attachmentsMax',
        data: () =>
          risalahDoc({
            lampiran: Array.from({ length: RISALAH_LIMITS.attachmentsMax + 1 }, () => attachment()),
          }),
        allowed: false,
      },
      {
        name: 'more names than RISALAH_LIMITS.attendeesMax',
        data: () =>
          risalahDoc({
            daftarHadir: Array.from({ length: RISALAH_LIMITS.attendeesMax + 1 }, (_, i) => `N${i}`),
          }),
        allowed: false,
      },
      { name: 'final as text', data: () => risalahDoc({ published: 'ya' }), allowed: false },
      { name: 'another field', data: () => risalahDoc({ lain: 1 }), allowed: false },
    ];
    it.each(outcomes(cases))('create $name as admin PORA: $outcome', async ({ data, allowed }) => {
      const write = setDoc(doc(asCaller('admin-pora'), 'risalahRapat', `r-${next()}`), data());
      if (allowed) await assertSucceeds(write);
      else await assertFails(write);
    });

    it('shows a visitor a final minute, never a draft, and lists only final ones', async () => {
      const final = `final-${next()}`;
      const draft = `draf-${next()}`;
      await seed(async (db) => {
        await setDoc(doc(db, 'risalahRapat', final), risalahDoc());
        await setDoc(doc(db, 'risalahRapat', draft), risalahDoc({ published: false }));
      });
      const visitor = asCaller('anonymous');
      await assertSucceeds(getDoc(doc(visitor, 'risalahRapat', final)));
      await assertFails(getDoc(doc(visitor, 'risalahRapat', draft)));
      await assertFails(getDocs(collection(visitor, 'risalahRapat')));
      await assertFails(getCountFromServer(collection(visitor, 'risalahRapat')));
      const finals = query(
        collection(visitor, 'risalahRapat'),
        where('published', '==', true),
        where('kataCari', 'array-contains', 'pleno'),
        orderBy('tanggalRapat', 'desc'),
      );
      await assertSucceeds(getDocs(query(finals, limit(10))));
      await assertSucceeds(getCountFromServer(finals));
      // A writer of the area reads the drafts too (Kelola Risalah).
      await assertSucceeds(getDoc(doc(asCaller('admin-sekjen'), 'risalahRapat', draft)));
      await assertSucceeds(getDocs(collection(asCaller('master'), 'risalahRapat')));
    });

    it('is written by nobody signed out, pending or disabled', async () => {
      for (const kind of ['anonymous', 'pending', 'disabled'] as const)
        await assertFails(setDoc(doc(asCaller(kind), 'risalahRapat', `x-${next()}`), risalahDoc()));
    });
  });
});
