import { describe, expect, it } from 'vitest';
import type { ExpenseRow } from '../../../../shared/keterbukaan/anggaran';
import {
  addExpenseRow,
  amountFromInput,
  emptyExpenseRow,
  expenseSum,
  removeExpenseRow,
  switchRealisasiMode,
  updateExpenseRow,
} from './realisasi-form';

const row = (deskripsi: string, jumlah: number): ExpenseRow => ({ deskripsi, jumlah, tanggal: '' });

describe('the expense rows of the programme form', () => {
  it('adds an empty row and removes the one asked for', () => {
    const rows = addExpenseRow([row('Konsumsi', 1_500_000)]);
    expect(rows).toEqual([row('Konsumsi', 1_500_000), emptyExpenseRow()]);
    expect(removeExpenseRow([row('A', 1), row('B', 2), row('C', 3)], 1)).toEqual([
      row('A', 1),
      row('C', 3),
    ]);
  });

  it('changes one row only', () => {
    const rows = [row('A', 1), row('B', 2)];
    expect(updateExpenseRow(rows, 1, { jumlah: 750_000 })).toEqual([
      row('A', 1),
      row('B', 750_000),
    ]);
    expect(rows[1]?.jumlah).toBe(2);
  });

  it('sums the rows live, counting an amount not typed yet as nothing', () => {
    expect(expenseSum([row('Konsumsi', 1_500_000), row('Sewa', 2_250_000), row('Baru', 0)])).toBe(
      3_750_000,
    );
    expect(
      expenseSum([{ jumlah: Number.NaN }, { jumlah: -5 }, { jumlah: 1.5 }, { jumlah: 10 }]),
    ).toBe(10);
    expect(expenseSum([])).toBe(0);
  });

  it('switches to a recap starting at the rows’ sum, and back to the rows set aside', () => {
    const rows = [row('Konsumsi', 1_000_000), row('Cetak', 250_000)];
    const recap = switchRealisasiMode({ mode: 'rincian', rincian: rows }, 'rekap');
    expect(recap).toEqual({ mode: 'rekap', total: 1_250_000 });
    expect(switchRealisasiMode(recap, 'rincian', rows)).toEqual({ mode: 'rincian', rincian: rows });
    expect(switchRealisasiMode(recap, 'rincian')).toEqual({
      mode: 'rincian',
      rincian: [emptyExpenseRow()],
    });
    expect(switchRealisasiMode(recap, 'rekap')).toBe(recap);
  });

  it('reads a cleared Rupiah input as 0', () => {
    expect(amountFromInput('')).toBe(0);
    expect(amountFromInput(1_500_000)).toBe(1_500_000);
  });
});
