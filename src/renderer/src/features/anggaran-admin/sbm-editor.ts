import type { SbmItem, StandarBiayaInput } from '../../../../shared/keterbukaan/standar-biaya';

/**
 * The SBM editor's steps, pure: which year is being edited, what a new year starts with, the
 * categories offered while typing.
 */

export const emptySbmItem = (): SbmItem => ({
  kategori: '',
  rincian: '',
  satuan: '',
  harga: 0,
  ketentuan: '',
});

/**
 * A new year's list, not stored until "Simpan Perubahan SBM": a copy of the latest year's rows
 * (prices are revised year to year, rarely rewritten), or one empty row when there is none.
 */
export function newSbmYear(
  tahun: number,
  latest: Pick<StandarBiayaInput, 'items'> | null,
): StandarBiayaInput {
  return {
    tahun,
    items:
      latest && latest.items.length > 0
        ? latest.items.map((item) => ({ ...item }))
        : [emptySbmItem()],
  };
}

/** The categories already written, in the order they first appear: what the input suggests. */
export function sbmCategories(items: readonly Pick<SbmItem, 'kategori'>[]): string[] {
  return [...new Set(items.map((item) => item.kategori.trim()).filter((kategori) => kategori))];
}
