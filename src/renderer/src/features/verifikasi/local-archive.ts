/** The largest `.bel` a visitor may check from their device: thousands of ballots fit well under it. */
export const MAX_LOCAL_ARCHIVE_BYTES = 50 * 1024 * 1024;

export const LOCAL_ARCHIVE_TEXT = {
  wrongType: 'Berkas harus berupa arsip pemilihan Belenios berakhiran .bel.',
  tooLarge: 'Berkas terlalu besar: ukuran paling besar 50 MB.',
  empty: 'Berkas kosong.',
} as const;

/** Why a picked file is not checked, or null when it may be. */
export function localArchiveProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.bel')) return LOCAL_ARCHIVE_TEXT.wrongType;
  if (file.size > MAX_LOCAL_ARCHIVE_BYTES) return LOCAL_ARCHIVE_TEXT.tooLarge;
  if (file.size === 0) return LOCAL_ARCHIVE_TEXT.empty;
  return null;
}
