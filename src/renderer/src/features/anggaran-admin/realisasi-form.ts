import type { ExpenseRow, Realisasi } from '../../../../shared/keterbukaan/anggaran';

/**
 * The realisation part of the programme form, as pure steps: the expense rows ("Rincian") are
 * added and removed, their live sum is shown while typing, and switching to one recap figure
 * ("Rekap") and back keeps what was entered.
 */

export type RealisasiMode = Realisasi['mode'];

export const REALISASI_MODE_LABELS: Readonly<Record<RealisasiMode, string>> = {
  rincian: 'Rincian Pengeluaran',
  rekap: 'Rekap Total',
};

/** A new row: nothing written yet (its amount 0 is refused until one is typed). */
export const emptyExpenseRow = (): ExpenseRow => ({ deskripsi: '', jumlah: 0, tanggal: '' });

/** A whole, positive amount: what a row adds to the sum while the form is being filled in. */
const countable = (amount: unknown): amount is number =>
  typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;

/** The live sum of the rows: amounts not (yet) valid count as nothing. */
export function expenseSum(rows: readonly Pick<ExpenseRow, 'jumlah'>[]): number {
  return rows.reduce((sum, row) => (countable(row.jumlah) ? sum + row.jumlah : sum), 0);
}

export function addExpenseRow(rows: readonly ExpenseRow[]): ExpenseRow[] {
  return [...rows, emptyExpenseRow()];
}

export function removeExpenseRow(rows: readonly ExpenseRow[], index: number): ExpenseRow[] {
  return rows.filter((_, i) => i !== index);
}

export function updateExpenseRow(
  rows: readonly ExpenseRow[],
  index: number,
  change: Partial<ExpenseRow>,
): ExpenseRow[] {
  return rows.map((row, i) => (i === index ? { ...row, ...change } : row));
}

/**
 * The realisation in the other mode. To a recap, the total starts at the rows' sum, so nothing
 * typed is lost; back to rows, the rows set aside when leaving them (or one empty row).
 */
export function switchRealisasiMode(
  current: Realisasi,
  mode: RealisasiMode,
  setAsideRows: readonly ExpenseRow[] = [],
): Realisasi {
  if (current.mode === mode) return current;
  if (mode === 'rekap') {
    return { mode: 'rekap', total: current.mode === 'rincian' ? expenseSum(current.rincian) : 0 };
  }
  return {
    mode: 'rincian',
    rincian: setAsideRows.length > 0 ? [...setAsideRows] : [emptyExpenseRow()],
  };
}

/** What a Rupiah input hands over ('' when cleared) as the form's number. */
export const amountFromInput = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value);
