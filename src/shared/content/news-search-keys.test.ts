import { describe, expect, it } from 'vitest';
import { NEWS_LIMITS } from './news';
import { searchFold } from '../open-data/text-search';
import { titleSearchKeys } from './news-search-keys';

describe('the search keys of a news title', () => {
  it('holds every prefix of every folded word, as typed and between letters', () => {
    const keys = titleSearchKeys('Rapat (Pleno), Évaluasi');
    for (const key of ['r', 'rap', 'rapat', '(pleno),', 'pleno', 'ple', 'evaluasi', 'eval'])
      expect(keys).toContain(key);
    expect(keys).not.toContain('leno');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has each key inside the folded title, so the browser filter agrees with it', () => {
    const judul = 'Kuliah Umum: Teknologi Nuklir 2026 — Sesi Ke-2';
    for (const key of titleSearchKeys(judul)) expect(searchFold(judul)).toContain(key);
  });

  it('stays within the bound the rules check, for the longest title', () => {
    const longest = Array.from({ length: 80 }, (_, i) => `k${i % 10}`)
      .join(' ')
      .slice(0, NEWS_LIMITS.judulMax);
    expect(titleSearchKeys(longest).length).toBeLessThanOrEqual(NEWS_LIMITS.searchKeysMax);
    expect(titleSearchKeys('x'.repeat(NEWS_LIMITS.judulMax))).toHaveLength(NEWS_LIMITS.judulMax);
    // A ligature folds to two letters: the list is cut at the bound rather than refused.
    expect(titleSearchKeys('ﬁ'.repeat(NEWS_LIMITS.judulMax))).toHaveLength(
      NEWS_LIMITS.searchKeysMax,
    );
  });
});
