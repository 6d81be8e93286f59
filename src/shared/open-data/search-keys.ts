import { searchFold } from './text-search';

/**
 * The words of a record's searched texts that a database without text search can match
 * (Firestore's `array-contains`): every prefix of every folded word (searchFold), the words taken
 * both between spaces ("rapat," as typed) and between letters and digits ("rapat" out of
 * "(rapat)"). Prefixes let a visitor find "kegiatan" by typing "kegiat", as the embedded server's
 * substring search does; a part from the middle of a word ("giatan") is found by the embedded
 * server only. At most `max` keys (the first texts' words first), so a document stays bounded: a
 * text whose folding grows it (a ligature becomes two letters) is cut rather than refused.
 */
export function searchKeys(texts: readonly string[], max: number): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    const folded = searchFold(text);
    const words = new Set(
      [...folded.split(' '), ...folded.split(/[^\p{L}\p{N}]+/u)].filter((word) => word !== ''),
    );
    for (const word of words)
      for (let length = 1; length <= word.length; length += 1) keys.add(word.slice(0, length));
  }
  return [...keys].slice(0, max);
}

/** The search keys of one text (a name, a title). */
export const prefixSearchKeys = (text: string, max: number): string[] => searchKeys([text], max);

/**
 * How a query's words meet such keys: the distinct folded words, and the longest (usually the
 * rarest) one that the database is asked for; the others are looked for where the records are
 * read.
 */
export function searchKeyPlan(query: string): { words: string[]; longest: string | undefined } {
  const words = [...new Set(searchFold(query).split(' ').filter(Boolean))];
  const longest = words.reduce<string | undefined>(
    (best, word) => (best === undefined || word.length > best.length ? word : best),
    undefined,
  );
  return { words, longest };
}
