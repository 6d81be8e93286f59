import { describe, expect, it } from 'vitest';
import { searchKeyPlan, searchKeys } from './search-keys';

describe('search keys for a database without text search', () => {
  it('holds every prefix of every folded word of every text, within the bound', () => {
    const keys = searchKeys(['Dies (Natalis)', 'Perayaan'], 100);
    for (const key of ['d', 'di', 'dies', 'natalis', 'natal', '(natalis)', 'perayaan', 'pera'])
      expect(keys).toContain(key);
    expect(keys).not.toContain('talis');
    expect(searchKeys(['abcdefghij'], 4)).toEqual(['a', 'ab', 'abc', 'abcd']);
  });

  it('asks the database for the longest word of a query', () => {
    expect(searchKeyPlan('  Rapat  PLENO rapat ')).toEqual({
      words: ['rapat', 'pleno'],
      longest: 'rapat',
    });
    expect(searchKeyPlan('')).toEqual({ words: [], longest: undefined });
  });
});
