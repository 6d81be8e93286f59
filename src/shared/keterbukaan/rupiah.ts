const RUPIAH = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});

/** Money as the transparency pages show it: "Rp 1.500.000" (whole Rupiah, id-ID grouping). */
export const formatRupiah = (amount: number): string => RUPIAH.format(amount);

/** A share in percent with one decimal, "72,5%"; "—" when there is none (nothing approved). */
export const formatPercent = (percent: number | null): string =>
  percent === null
    ? '—'
    : `${percent.toLocaleString('id-ID', { maximumFractionDigits: 1, minimumFractionDigits: 0 })}%`;
