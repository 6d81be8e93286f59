import { prefixSearchKeys } from '../open-data/search-keys';
import { ANGGARAN_LIMITS } from './anggaran';

/**
 * Search keys of one programme name (only the Firebase adapter stores them, as `kataNama`): each
 * key ends at a distinct place of the folded name, taken twice (open-data/search-keys.ts).
 */
export const ANGGARAN_SEARCH_KEYS_MAX = 2 * ANGGARAN_LIMITS.nameMax;

export const programmeSearchKeys = (namaProgram: string): string[] =>
  prefixSearchKeys(namaProgram, ANGGARAN_SEARCH_KEYS_MAX);
