import { NEWS_LIMITS } from './news';
import { prefixSearchKeys } from '../open-data/search-keys';

/**
 * The search keys of a news title (open-data/search-keys.ts): what the Firebase adapter stores as
 * `kataJudul` for the public search, within the bound firestore.rules checks.
 */
export const titleSearchKeys = (judul: string): string[] =>
  prefixSearchKeys(judul, NEWS_LIMITS.searchKeysMax);
