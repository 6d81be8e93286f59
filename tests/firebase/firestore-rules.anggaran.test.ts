/**
 * firestore.rules against the Firestore emulator for Transparansi Anggaran (issue 17): a budget
 * programme is written only by the Kelola Anggaran area and only in one batch with
 * anggaranSummary/global moved by exactly its part; neither document moves alone; the SBM lists;
 * the public page's query. The writes are built by the adapter's own functions (recordDocData,
 * summaryWriteData), so these cases are what the app sends. Skipped, with the reason printed,
 * where the emulator does not run.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  ANGGARAN_SUMMARY_PATH,
  programmePart,
  summaryMove,
  type SummaryMove,
} from '../../src/renderer/src/backend/firebase/anggaran-summary-doc';
import { summaryWriteData } from '../../src/renderer/src/backend/firebase/anggaran-summary-write';
import { recordDocData } from '../../src/renderer/src/backend/firebase/resource-mapping';
import type { AnggaranInput } from '../../src/shared/keterbukaan/anggaran';
import { anggaranResource } from '../../src/shared/keterbukaan/anggaran-resource';
import { SBM_LIMITS } from '../../src/shared/keterbukaan/standar-biaya';
import { skipReason } from './emulators';
import { asCaller, next, seed, useRulesEnvironment, type Db } from './firestore-rules-support';
import type { CallerKind } from './rules-fixtures';

const SKIP = skipReason(['firestore'], 'Uji aturan Firestore (transparansi anggaran)');

const programme = (over: Partial<AnggaranInput> = {}): AnggaranInput => ({
  namaProgram: 'Dies Natalis Poltek Nuklir',
  organisasiId: 'org-tkn',
  tahun: 2025,
  status: 'Berjalan',
  tanggalKegiatan: '2025-09-12',
  linkSpj: '',
  prokerId: '',
  totalDiajukan: 15_000_000,
  totalDisetujui: 12_000_000,
  realisasi: {
    mode: 'rincian',
    rincian: [
      { deskripsi: 'Sewa aula', jumlah: 2_000_000, tanggal: '2025-09-10' },
      { deskripsi: 'Konsumsi', jumlah: 1_500_000, tanggal: '' },
    ],
  },
  ...over,
});

const programmes = (db: Db) => collection(db, anggaranResource.firestoreCollection);
const summaryRef = (db: Db) => doc(db, ...ANGGARAN_SUMMARY_PATH);
const partOf = (input: AnggaranInput | null) => input && programmePart(input);

/** One programme write as the adapter batches it, with the summary's move (or another). */
function programmeBatch(
  db: Db,
  id: string,
  before: AnggaranInput | null,
  after: AnggaranInput | null,
  options: { move?: SummaryMove | null; data?: DocumentData; summaryId?: string } = {},
) {
  const batch = writeBatch(db);
  const ref = doc(programmes(db), id);
  if (after) batch.set(ref, { ...recordDocData(after, 0, anggaranResource), ...options.data });
  else batch.delete(ref);
  const move =
    options.move === undefined ? summaryMove(partOf(before), partOf(after)) : options.move;
  if (move)
    batch.set(summaryRef(db), summaryWriteData(move, options.summaryId ?? id), { merge: true });
  return batch.commit();
}

/** A programme the writers of the area created (with the summary). */
async function created(input: AnggaranInput = programme()): Promise<string> {
  const id = `program-${next()}`;
  await assertSucceeds(programmeBatch(asCaller('admin-keuangan'), id, null, input));
  return id;
}

const readSummary = async () =>
  (await getDoc(summaryRef(asCaller('anonymous')))).data() as Record<string, unknown> | undefined;

describe.skipIf(SKIP !== null)('firestore.rules: Transparansi Anggaran', () => {
  useRulesEnvironment();

  describe('a programme and the summary move together', () => {
    it('a writer of the area creates, edits and deletes, and the summary follows', async () => {
      const before = (await readSummary()) ?? { totalRealisasi: 0, jumlahProgram: 0 };
      const input = programme();
      const id = await created(input);
      let summary = await readSummary();
      expect(summary?.['totalRealisasi']).toBe(Number(before['totalRealisasi']) + 3_500_000);
      expect(summary?.['jumlahProgram']).toBe(Number(before['jumlahProgram']) + 1);
      expect(summary?.['programId']).toBe(id);

      const edited = programme({
        status: 'Selesai',
        tahun: 2024,
        realisasi: { mode: 'rekap', total: 9_000_000 },
      });
      await assertSucceeds(programmeBatch(asCaller('admin-keuangan'), id, input, edited));
      summary = await readSummary();
      expect(summary?.['totalRealisasi']).toBe(Number(before['totalRealisasi']) + 9_000_000);

      await assertSucceeds(programmeBatch(asCaller('master'), id, edited, null));
      summary = await readSummary();
      expect(summary?.['totalRealisasi']).toBe(before['totalRealisasi']);
      expect(summary?.['jumlahProgram']).toBe(before['jumlahProgram']);
    });

    it('refuses a programme written without the summary, or with a wrong move', async () => {
      const db = asCaller('admin-keuangan');
      const input = programme();
      const right = summaryMove(null, programmePart(input));
      await assertFails(programmeBatch(db, `p-${next()}`, null, input, { move: null }));
      await assertFails(
        programmeBatch(db, `p-${next()}`, null, input, {
          move: {
            ...right,
            totals: { ...right.totals, totalDisetujui: right.totals.totalDisetujui + 1 },
          },
        }),
      );
      await assertFails(
        programmeBatch(db, `p-${next()}`, null, input, {
          move: { ...right, programPerTahun: { '2031': 1 } },
        }),
      );
      await assertFails(
        programmeBatch(db, `p-${next()}`, null, input, { summaryId: 'program-lain' }),
      );
      // An edit moved as if it were new: the old part was not taken out.
      const id = await created(input);
      await assertFails(
        programmeBatch(db, id, input, programme({ totalDisetujui: 1_000_000 }), {
          move: summaryMove(null, programmePart(programme({ totalDisetujui: 1_000_000 }))),
        }),
      );
      await assertFails(programmeBatch(db, id, input, null, { move: null }));
    });

    it('refuses the summary changed alone', async () => {
      const id = await created();
      const move = summaryMove(null, programmePart(programme()));
      const db = asCaller('admin-keuangan');
      await assertFails(setDoc(summaryRef(db), summaryWriteData(move, id), { merge: true }));
      await assertFails(
        setDoc(summaryRef(asCaller('master')), summaryWriteData(move, id), { merge: true }),
      );
    });

    it('refuses what the rules can check of a programme', async () => {
      const db = asCaller('admin-keuangan');
      const bad: { name: string; input: AnggaranInput; data?: DocumentData; move?: SummaryMove }[] = [
        { name: 'past planning without an approved amount', input: programme({ status: 'Disetujui', totalDisetujui: 0 }) },
        { name: 'an unknown status', input: programme({ status: 'Lunas' as AnggaranInput['status'] }) },
        { name: 'a year out of range', input: programme({ tahun: 1999 }) },
        { name: 'a javascript: SPJ link', input: programme({ linkSpj: 'javascript:alert(1)' }) },
        // The summary moves by the tampered figure, so only the programme's own check refuses it.
        { name: 'a recap whose derived total differs', input: programme({ realisasi: { mode: 'rekap', total: 1_000 } }), data: { totalRealisasi: 999 }, move: summaryMove(null, { ...programmePart(programme()), totalRealisasi: 999 }) },
        { name: 'another field', input: programme(), data: { catatanRahasia: 'x' } },
      ]; // prettier-ignore
      for (const { name, input, data, move } of bad)
        await assertFails(
          programmeBatch(db, `p-${next()}`, null, input, {
            ...(data ? { data } : {}),
            ...(move ? { move } : {}),
          }),
        ).catch((error: unknown) => {
          throw new Error(`${name}: ${String(error)}`);
        });
      await assertSucceeds(
        programmeBatch(
          db,
          `p-${next()}`,
          null,
          programme({ status: 'Perencanaan', totalDisetujui: 0 }),
        ),
      );
    });

    it.each<[CallerKind, boolean]>([
      ['admin-keuangan', true],
      ['master', true],
      ['admin-dagri', false],
      ['admin-sekjen', false],
      ['banggar', false],
      ['anonymous', false],
      ['disabled', false],
    ])('%s may write a programme: %s', async (kind, allowed) => {
      const write = programmeBatch(asCaller(kind), `p-${next()}`, null, programme());
      if (allowed) await assertSucceeds(write);
      else await assertFails(write);
    });
  });

  describe('standarBiaya/{id}', () => {
    const list = (tahun: number, items = 1) => ({
      tahun,
      items: Array.from({ length: items }, (_, i) => ({
        kategori: 'Konsumsi',
        rincian: `Snack ${i}`,
        satuan: 'orang',
        harga: 15_000,
        ketentuan: '',
      })),
      position: 0,
    });

    it('is written by the area alone, within its limits', async () => {
      await assertSucceeds(setDoc(doc(asCaller('admin-keuangan'), 'standarBiaya', `s-${next()}`), list(2025)));
      await assertFails(setDoc(doc(asCaller('admin-dagri'), 'standarBiaya', `s-${next()}`), list(2025)));
      await assertFails(
        setDoc(doc(asCaller('admin-keuangan'), 'standarBiaya', `s-${next()}`), list(2025, SBM_LIMITS.itemsMax + 1)),
      );
      await assertFails(setDoc(doc(asCaller('master'), 'standarBiaya', `s-${next()}`), list(1999)));
      await assertSucceeds(
        getDocs(query(collection(asCaller('anonymous'), 'standarBiaya'), orderBy('tahun', 'desc'), limit(1))),
      );
    }); // prettier-ignore
  });

  describe('the public page (anonymous)', () => {
    it('queries a filtered page, its count and the summary', async () => {
      await seed(async (db) => {
        for (let i = 0; i < 3; i += 1)
          await setDoc(doc(programmes(db), `seed-${i}`), {
            ...recordDocData(programme(), i, anggaranResource),
            diubah: null,
          });
      });
      const visitor = asCaller('anonymous');
      const page = query(
        programmes(visitor),
        where('status', '==', 'Berjalan'),
        where('kataNama', 'array-contains', 'natalis'),
        orderBy('tahun', 'desc'),
        orderBy('namaUrut'),
        orderBy('namaProgram'),
        limit(10),
      );
      await assertSucceeds(getDocs(page));
      await assertSucceeds(getCountFromServer(page));
      await assertSucceeds(getDoc(summaryRef(visitor)));
      await assertFails(setDoc(summaryRef(visitor), { totalRealisasi: 0 }));
    });
  });
});
