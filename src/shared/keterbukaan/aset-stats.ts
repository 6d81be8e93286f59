import { ASET_KONDISI, ASET_PEMINJAMAN, type AsetInput, type AsetKondisi } from './aset';

/** Where an asset without a location is counted in the charts. */
export const ASET_TANPA_LOKASI = 'Tanpa lokasi';

/** Kelola Aset's figures (ORIGINAL.md §2.6): over every asset, private ones included. */
export interface AsetStats {
  /** Asset records. */
  total: number;
  /** Units over all records (a record of 40 chairs counts 40). */
  totalUnit: number;
  perKondisi: Record<AsetKondisi, number>;
  tersedia: number;
  dipinjam: number;
  publik: number;
  /** Records per location, most first, then A to Z. */
  perLokasi: { lokasi: string; jumlah: number }[];
}

export function asetStats(records: readonly AsetInput[]): AsetStats {
  const perKondisi = Object.fromEntries(ASET_KONDISI.map((k) => [k, 0])) as Record<
    AsetKondisi,
    number
  >;
  const peminjaman = Object.fromEntries(ASET_PEMINJAMAN.map((p) => [p, 0])) as Record<
    (typeof ASET_PEMINJAMAN)[number],
    number
  >;
  const lokasi = new Map<string, number>();
  let totalUnit = 0;
  let publik = 0;
  for (const aset of records) {
    perKondisi[aset.statusKondisi] += 1;
    peminjaman[aset.statusPeminjaman] += 1;
    totalUnit += aset.jumlahAset;
    if (aset.published) publik += 1;
    const place = aset.lokasiPenyimpanan || ASET_TANPA_LOKASI;
    lokasi.set(place, (lokasi.get(place) ?? 0) + 1);
  }
  return {
    total: records.length,
    totalUnit,
    perKondisi,
    tersedia: peminjaman.Tersedia,
    dipinjam: peminjaman.Dipinjam,
    publik,
    perLokasi: [...lokasi]
      .map(([name, jumlah]) => ({ lokasi: name, jumlah }))
      .sort((a, b) => b.jumlah - a.jumlah || a.lokasi.localeCompare(b.lokasi, 'id')),
  };
}
