import { describe, expect, it } from 'vitest';
import { matchesWords, searchFold, searchWords } from './text-search';

describe('the search of public lists', () => {
  it('folds case, accents and spacing', () => {
    expect(searchFold('  Café   KEGIATAN ')).toBe('cafe kegiatan');
  });

  it('matches when every word is in one of the texts; an empty query matches everything', () => {
    const words = searchWords('dies  NATALIS');
    expect(matchesWords(words, 'Dies Natalis Poltek Nuklir')).toBe(true);
    expect(matchesWords(words, 'Dies Maulid', 'perayaan natalis')).toBe(true);
    expect(matchesWords(words, 'Dies Maulid')).toBe(false);
    expect(matchesWords(searchWords('   '), 'apa saja')).toBe(true);
  });
});
