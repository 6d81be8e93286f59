import { searchFold } from './text-search';

/**
 * The words of a text a database without text search can match (Firestore's `array-contains`):
 * every prefix of every folded word (searchFold), the words taken both between spaces ("rapat,"
 * as typed) and between letters and digits ("rapat" out of "(rapat)"). Prefixes let a visitor
 * find "kegiatan" by typing "kegiat", as the embedded server's substring search does; a part from
 * the middle of a word ("giatan") is found by the embedded server only. At most `max` keys: a
 * text whose folding grows it (a ligature becomes two letters) is cut rather than refused.
 */
export function prefixSearchKeys(text: string, max: number): string[] {
  const folded = searchFold(text);
  const words = new Set(
    [...folded.split(' '), ...folded.split(/[^\p{L}\p{N}]+/u)].filter((word) => word !== ''),
  );
  const keys = new Set<string>();
  for (const word of words)
    for (let length = 1; length <= word.length; length += 1) keys.add(word.slice(0, length));
  return [...keys].slice(0, max);
}
