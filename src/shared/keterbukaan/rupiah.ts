/**
 * Money as the portal shows it: Rupiah in the id-ID format, no decimals ("Rp 1.500.000"). The
 * open data keeps plain numbers (table-export.ts); this is for people.
 */
const RUPIAH = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

export const formatRupiah = (amount: number): string => RUPIAH.format(amount);

const PERCENT = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** A share in percent as people read it ("45,3%"); "—" when there is none (nothing approved). */
export const formatPercent = (percent: number | null): string =>
  percent === null ? '—' : `${PERCENT.format(percent)}%`;
