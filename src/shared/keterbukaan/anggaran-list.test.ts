import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANGGARAN_STATUSES } from './anggaran';
import {
  ANGGARAN_EXPORT_COLUMNS,
  ANGGARAN_PAGE_SIZE,
  anggaranPage,
  anggaranYears,
  FIRST_ANGGARAN_PAGE,
  matchingAnggaran,
  UNKNOWN_ORGANISATION,
  type AnggaranRecord,
} from './anggaran-list';
import { anggaranSummary } from './anggaran-summary';
import { toCsv } from '../open-data/table-export';

const NAMES = new Map([
  ['org-bem', 'BEM KM'],
  ['org-tkn', 'HIMA TKN'],
]);

const record = (n: number, over: Partial<AnggaranRecord> = {}): AnggaranRecord => ({
  id: `p${String(n).padStart(4, '0')}`,
  position: n,
  namaProgram: `Program ${n}`,
  organisasiId: n % 2 ? 'org-bem' : 'org-tkn',
  tahun: 2024 + (n % 2),
  status: ANGGARAN_STATUSES[n % ANGGARAN_STATUSES.length]!,
  tanggalKegiatan: '',
  linkSpj: '',
  prokerId: '',
  totalDiajukan: 1_000_000 * n,
  totalDisetujui: 900_000 * n,
  realisasi: { mode: 'rekap', total: 300_000 * n },
  ...over,
});

describe('the public budget list', () => {
  const records = Array.from({ length: 23 }, (_, i) => record(i + 1));

  it('pages 10 rows, newest year first, with the total of all matching rows', () => {
    const first = anggaranPage(records, FIRST_ANGGARAN_PAGE, NAMES);
    expect(first.items).toHaveLength(ANGGARAN_PAGE_SIZE);
    expect(first.total).toBe(23);
    expect(first.items.every((row, i, rows) => i === 0 || rows[i - 1]!.tahun >= row.tahun)).toBe(
      true,
    );
    const third = anggaranPage(records, { ...FIRST_ANGGARAN_PAGE, halaman: 3 }, NAMES);
    expect(third.items).toHaveLength(3);
  });

  it('filters by words of the name, year, organisation and status', () => {
    const named = [record(1, { namaProgram: 'Dies Natalis ke-10' }), record(2)];
    expect(matchingAnggaran(named, { ...FIRST_ANGGARAN_PAGE, q: 'natalis dies' })).toHaveLength(1);
    const filter = {
      ...FIRST_ANGGARAN_PAGE,
      tahun: 2025,
      organisasiId: 'org-bem',
      status: '' as const,
    };
    expect(
      matchingAnggaran(records, filter).every(
        (r) => r.tahun === 2025 && r.organisasiId === 'org-bem',
      ),
    ).toBe(true);
  });

  it('names an organisation no longer in the directory instead of dropping its programme', () => {
    const page = anggaranPage(
      [record(1, { organisasiId: 'org-lama' })],
      FIRST_ANGGARAN_PAGE,
      NAMES,
    );
    expect(page.items[0]?.organisasi).toBe(UNKNOWN_ORGANISATION);
  });

  it('offers the years that have programmes, newest first', () => {
    expect(anggaranYears(records)).toEqual([2025, 2024]);
  });

  it('downloads exactly the filtered rows, amounts as plain numbers', () => {
    const filter = { ...FIRST_ANGGARAN_PAGE, status: 'Selesai' as const };
    const rows = matchingAnggaran(records, filter).map(
      (r) => anggaranPage([r], FIRST_ANGGARAN_PAGE, NAMES).items[0]!,
    );
    const csv = toCsv(ANGGARAN_EXPORT_COLUMNS, rows);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]).toContain(`,${rows[0]!.totalDisetujui},`);
  });

  it('sums every programme in the summary, equal to sums computed here', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom(...ANGGARAN_STATUSES),
            totalDiajukan: fc.integer({ min: 0, max: 1e9 }),
            totalDisetujui: fc.integer({ min: 0, max: 1e9 }),
            rows: fc.array(fc.integer({ min: 1, max: 1e8 }), { maxLength: 5 }),
          }),
          { maxLength: 40 },
        ),
        (items) => {
          const programmes = items.map((item) => ({
            status: item.status,
            totalDiajukan: item.totalDiajukan,
            totalDisetujui: item.totalDisetujui,
            realisasi: {
              mode: 'rincian' as const,
              rincian: item.rows.map((jumlah) => ({ deskripsi: 'x', jumlah, tanggal: '' })),
            },
          }));
          const summary = anggaranSummary(programmes);
          let approved = 0;
          let spent = 0;
          for (const item of items) {
            approved += item.totalDisetujui;
            for (const jumlah of item.rows) spent += jumlah;
          }
          expect(summary.totalDisetujui).toBe(approved);
          expect(summary.totalRealisasi).toBe(spent);
          expect(summary.sisaDana).toBe(approved - spent);
          expect(Object.values(summary.disetujuiPerStatus).reduce((a, b) => a + b, 0)).toBe(
            approved,
          );
          expect(summary.jumlahProgram).toBe(items.length);
        },
      ),
    );
  });
});
