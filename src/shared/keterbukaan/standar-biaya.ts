import * as z from 'zod/mini';
import { ANGGARAN_LIMITS } from './anggaran';

/**
 * Standar Biaya Masukan (ORIGINAL.md §2.1, §2.6): the unit prices a programme's budget is held to,
 * one list per year, grouped by category. The public page shows the latest year's.
 */

export const SBM_LIMITS = {
  itemsMax: 300,
  textMax: 200,
  ketentuanMax: 500,
  maxRecords: 100,
} as const;

export const SBM_MESSAGES = {
  year: `Tahun harus angka antara ${ANGGARAN_LIMITS.yearMin} dan ${ANGGARAN_LIMITS.yearMax}.`,
  kategori: 'Kategori wajib diisi.',
  rincian: 'Rincian wajib diisi.',
  satuan: 'Satuan wajib diisi.',
  harga: 'Harga harus lebih dari Rp 0.',
  ketentuan: `Ketentuan paling banyak ${SBM_LIMITS.ketentuanMax} karakter.`,
  items: `Standar biaya paling banyak ${SBM_LIMITS.itemsMax} baris.`,
  yearTaken: (tahun: number) => `Standar biaya tahun ${tahun} sudah ada.`,
  notFound: 'Standar biaya tidak ditemukan.',
} as const;

const requiredText = (error: string) =>
  z
    .string({ error })
    .check(z.trim(), z.minLength(1, { error }), z.maxLength(SBM_LIMITS.textMax, { error }));

export const sbmItemSchema = z.object({
  kategori: requiredText(SBM_MESSAGES.kategori),
  rincian: requiredText(SBM_MESSAGES.rincian),
  satuan: requiredText(SBM_MESSAGES.satuan),
  harga: z
    .number({ error: SBM_MESSAGES.harga })
    .check(
      z.int({ error: SBM_MESSAGES.harga }),
      z.minimum(1, { error: SBM_MESSAGES.harga }),
      z.maximum(ANGGARAN_LIMITS.amountMax, { error: SBM_MESSAGES.harga }),
    ),
  ketentuan: z
    .string({ error: SBM_MESSAGES.ketentuan })
    .check(z.trim(), z.maxLength(SBM_LIMITS.ketentuanMax, { error: SBM_MESSAGES.ketentuan })),
});
export type SbmItem = z.infer<typeof sbmItemSchema>;

export const standarBiayaInputSchema = z.object({
  tahun: z
    .number({ error: SBM_MESSAGES.year })
    .check(
      z.int({ error: SBM_MESSAGES.year }),
      z.minimum(ANGGARAN_LIMITS.yearMin, { error: SBM_MESSAGES.year }),
      z.maximum(ANGGARAN_LIMITS.yearMax, { error: SBM_MESSAGES.year }),
    ),
  items: z
    .array(sbmItemSchema)
    .check(z.maxLength(SBM_LIMITS.itemsMax, { error: SBM_MESSAGES.items })),
});
export type StandarBiayaInput = z.infer<typeof standarBiayaInputSchema>;

/** The latest year's list (the public page's "SBM TAHUN {tahun}"), or null when there is none. */
export function latestStandarBiaya<T extends Pick<StandarBiayaInput, 'tahun'>>(
  lists: readonly T[],
): T | null {
  return lists.reduce<T | null>(
    (latest, list) => (!latest || list.tahun > latest.tahun ? list : latest),
    null,
  );
}

/** The items grouped by category, categories and items in the order they were entered. */
export function sbmByCategory(items: readonly SbmItem[]): { kategori: string; items: SbmItem[] }[] {
  const groups = new Map<string, SbmItem[]>();
  for (const item of items) {
    const group = groups.get(item.kategori);
    if (group) group.push(item);
    else groups.set(item.kategori, [item]);
  }
  return [...groups].map(([kategori, grouped]) => ({ kategori, items: grouped }));
}
