import { describe, expect, it } from 'vitest';
import {
  FIRST_ANGGARAN_PAGE,
  matchingAnggaran,
  type AnggaranRecord,
} from '../../../../shared/keterbukaan/anggaran-list';
import { programmeSearchKeys } from '../../../../shared/keterbukaan/anggaran-search-keys';
import {
  anggaranCursorValues,
  anggaranQueryPlan,
  pagedAnggaranPage,
  shownProgrammes,
} from './anggaran-query';

const record = (n: number, namaProgram: string, tahun = 2025): AnggaranRecord => ({
  id: `p${String(n).padStart(3, '0')}`,
  position: n,
  namaProgram,
  organisasiId: 'org-tkn',
  tahun,
  status: 'Berjalan',
  tanggalKegiatan: '',
  linkSpj: '',
  prokerId: '',
  totalDiajukan: 2_000_000,
  totalDisetujui: 1_000_000,
  realisasi: { mode: 'rekap', total: 250_000 },
});

describe('the anggaran list on Firestore', () => {
  it('filters by equality, orders by year then the folded name, and asks one search key', () => {
    const plan = anggaranQueryPlan({
      ...FIRST_ANGGARAN_PAGE,
      organisasiId: 'org-tkn',
      status: 'Selesai',
      q: 'Natalis',
    });
    expect(plan.filters).toEqual([
      { field: 'organisasiId', op: '==', value: 'org-tkn' },
      { field: 'status', op: '==', value: 'Selesai' },
      { field: 'kataNama', op: 'array-contains', value: 'natalis' },
    ]);
    expect(plan.orderBy.map((o) => `${o.field} ${o.direction}`)).toEqual([
      'tahun desc',
      'namaUrut asc',
      'namaProgram asc',
      '__name__ asc',
    ]);
    expect(plan.paged).toBe(true);
    // A chosen year orders nothing: it is an equality.
    const year = anggaranQueryPlan({ ...FIRST_ANGGARAN_PAGE, tahun: 2024 });
    expect(year.orderBy[0]?.field).toBe('namaUrut');
    expect(programmeSearchKeys('Dies Natalis ke-10')).toContain('natalis');
  });

  it('refuses a bad query as the server does, with the field’s message', () => {
    expect(() => anggaranQueryPlan({ ...FIRST_ANGGARAN_PAGE, halaman: 0 })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', fields: { halaman: 'Halaman tidak valid.' } }),
    );
  });

  it('pages in the embedded server’s order, so both backends list alike', () => {
    const records = [
      record(1, 'bakti sosial'),
      record(2, 'Seminar Nuklir'),
      record(3, 'Évaluasi Kinerja'),
      record(4, 'Bakti Sosial'),
      record(5, 'Rapat Kerja', 2026),
    ];
    const plan = anggaranQueryPlan(FIRST_ANGGARAN_PAGE);
    const page = pagedAnggaranPage(plan, [...records].reverse(), 5, new Map());
    expect(page.items.map((item) => item.id)).toEqual(
      matchingAnggaran(records, FIRST_ANGGARAN_PAGE).map((r) => r.id),
    );
    expect(page.items.map((item) => item.namaProgram)).toEqual([
      'Rapat Kerja',
      'Bakti Sosial',
      'bakti sosial',
      'Évaluasi Kinerja',
      'Seminar Nuklir',
    ]);
    expect(anggaranCursorValues(plan, records[2]!)).toEqual([
      2025,
      'evaluasi kinerja',
      'Évaluasi Kinerja',
      'p003',
    ]);
  });

  it('filters the other words of a search in the browser and pages the result', () => {
    const plan = anggaranQueryPlan({ ...FIRST_ANGGARAN_PAGE, q: 'sosial bakti' });
    expect(plan.paged).toBe(false);
    expect(plan.filters).toEqual([{ field: 'kataNama', op: 'array-contains', value: 'sosial' }]);
    // The browser pages and counts what this keeps (paged-live-query.ts).
    const shown = shownProgrammes(plan, [record(1, 'Bakti Sosial'), record(2, 'Malam Sosial')]);
    expect(shown.map((programme) => programme.namaProgram)).toEqual(['Bakti Sosial']);
  });
});
