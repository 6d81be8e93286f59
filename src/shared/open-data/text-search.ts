/**
 * The search of every public list (news, the transparency pages): what a visitor types is split
 * into words, and a record matches when each word appears in its searched text, ignoring case,
 * accents and spacing. Pure, so the embedded server and the Firebase adapter filter alike.
 */

/** Lower case without accents, so "Kegiatan" finds "kegiatan" and "é" finds "e". */
export const searchFold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The words of a query, folded; none for an empty one (which matches everything). */
export const searchWords = (query: string): string[] =>
  searchFold(query).split(' ').filter(Boolean);

/** Whether every word is found in one of the texts (a name, a summary…). */
export function matchesWords(words: readonly string[], ...texts: readonly string[]): boolean {
  if (words.length === 0) return true;
  const folded = texts.map(searchFold);
  return words.every((word) => folded.some((text) => text.includes(word)));
}
