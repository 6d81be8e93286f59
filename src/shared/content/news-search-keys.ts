import { NEWS_LIMITS } from './news';
import { searchFold } from '../open-data/text-search';

/**
 * The words of a news title a database without text search can match (Firestore's
 * `array-contains`): every prefix of every folded word (searchFold), the words taken both between
 * spaces ("rapat," as typed) and between letters and digits ("rapat" out of "(rapat)"). Prefixes
 * let a visitor find "kegiatan" by typing "kegiat", as the embedded server's substring search
 * does; a part from the middle of a word ("giatan") is found by the embedded server only.
 */

export function titleSearchKeys(judul: string): string[] {
  const folded = searchFold(judul);
  const words = new Set(
    [...folded.split(' '), ...folded.split(/[^\p{L}\p{N}]+/u)].filter((word) => word !== ''),
  );
  const keys = new Set<string>();
  for (const word of words)
    for (let length = 1; length <= word.length; length += 1) keys.add(word.slice(0, length));
  // A title whose folding grows it (a ligature becomes two letters) could pass the bound.
  return [...keys].slice(0, NEWS_LIMITS.searchKeysMax);
}
