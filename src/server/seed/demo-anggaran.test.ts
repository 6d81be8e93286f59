import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  anggaranInputSchema,
  anggaranProblem,
  ANGGARAN_STATUSES,
  realisedAmount,
} from '../../shared/keterbukaan/anggaran';
import { BEM_KM_ORGANISATION } from '../../shared/keterbukaan/anggaran-organisations';
import { standarBiayaInputSchema } from '../../shared/keterbukaan/standar-biaya';
import { DEMO_ANGGARAN_PROGRAMMES, demoAnggaranProgrammes } from './demo-anggaran';
import { DEMO_ORGANISATIONS } from './demo-orgdok';
import { demoStandarBiaya } from './demo-standar-biaya';

const NOW = new Date('2026-06-15T03:00:00Z');
const idOf = new Map(DEMO_ORGANISATIONS.map((org, i) => [org.singkatan, `org-${i}`]));

describe('the demo budgets', () => {
  const programmes = demoAnggaranProgrammes(idOf, NOW);

  it('are valid programmes the backend would accept', () => {
    for (const programme of programmes) {
      expect(safeParse(anggaranInputSchema, programme).success, programme.namaProgram).toBe(true);
      expect(anggaranProblem(programme)).toBeNull();
    }
  });

  it('cover every seeded organisation and the BEM KM, last year and this year', () => {
    expect(
      Object.keys(DEMO_ANGGARAN_PROGRAMMES).filter((key) => key !== BEM_KM_ORGANISATION.id),
    ).toEqual(DEMO_ORGANISATIONS.map((org) => org.singkatan));
    const owners = new Set(programmes.map((p) => p.organisasiId));
    expect(owners).toEqual(new Set([BEM_KM_ORGANISATION.id, ...idOf.values()]));
    expect(new Set(programmes.map((p) => p.tahun))).toEqual(new Set([2025, 2026]));
  });

  it('show every status, believable amounts, expense rows and recaps', () => {
    expect(new Set(programmes.map((p) => p.status))).toEqual(new Set(ANGGARAN_STATUSES));
    for (const p of programmes) {
      expect(p.totalDiajukan).toBeGreaterThanOrEqual(500_000);
      expect(p.totalDiajukan).toBeLessThanOrEqual(40_000_000);
      expect(p.totalDisetujui).toBeLessThanOrEqual(p.totalDiajukan);
    }
    const withRows = programmes.filter(
      (p) => p.realisasi.mode === 'rincian' && p.realisasi.rincian.length > 0,
    );
    expect(withRows.length).toBeGreaterThan(10);
    for (const p of withRows) {
      const rows = p.realisasi.mode === 'rincian' ? p.realisasi.rincian : [];
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.length).toBeLessThanOrEqual(8);
    }
    expect(
      programmes.filter((p) => p.realisasi.mode === 'rekap' && p.realisasi.total > 0).length,
    ).toBeGreaterThan(2);
    // Planned programmes have spent nothing; finished ones most of what was approved.
    for (const p of programmes.filter((q) => q.status === 'Perencanaan'))
      expect(realisedAmount(p)).toBe(0);
  });

  it('are the same on every install', () => {
    expect(demoAnggaranProgrammes(idOf, NOW)).toEqual(programmes);
  });

  it('have an SBM list of some 15 items in five categories for each of the two years', () => {
    const lists = demoStandarBiaya(NOW);
    expect(lists.map((list) => list.tahun)).toEqual([2026, 2025]);
    for (const list of lists) {
      expect(safeParse(standarBiayaInputSchema, list).success).toBe(true);
      expect(list.items).toHaveLength(15);
      expect(new Set(list.items.map((item) => item.kategori)).size).toBe(5);
    }
    expect(lists[1]!.items[0]!.harga).toBeLessThan(lists[0]!.items[0]!.harga);
  });
});
