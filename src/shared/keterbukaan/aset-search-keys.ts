import { titleSearchKeys } from '../content/news-search-keys';
import { ASET_LIMITS, type AsetInput } from './aset';

/**
 * The words of an asset a database without text search can match (Firestore's `array-contains`,
 * firebase/aset-query.ts): every prefix of every folded word of its name, code and location, as
 * news titles have them (news-search-keys.ts). "proyek" finds "Proyektor Epson", "sekre" finds
 * "Sekretariat BEM"; a part from the middle of a word ("jektor") only the embedded server finds.
 */
export function asetSearchKeys(
  aset: Pick<AsetInput, 'namaAset' | 'kodeAset' | 'lokasiPenyimpanan'>,
): string[] {
  const keys = new Set([
    ...titleSearchKeys(aset.namaAset),
    ...titleSearchKeys(aset.kodeAset),
    ...titleSearchKeys(aset.lokasiPenyimpanan),
  ]);
  // Each text is bounded by the schema; the bound is for a text whose folding grows it.
  return [...keys].slice(0, ASET_LIMITS.searchKeysMax);
}
