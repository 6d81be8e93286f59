import { describe, expect, it } from 'vitest';
import { NEWS_SLUG_MAX, NEWS_SLUG_PATTERN, slugify, uniqueSlug } from './news-slug';

describe('the address of a news item', () => {
  it('is the title in lower-case words joined by hyphens, accents folded', () => {
    expect(slugify('PKKMB 2025: Selamat Datang Mahasiswa Baru!')).toBe(
      'pkkmb-2025-selamat-datang-mahasiswa-baru',
    );
    expect(slugify('Kafé & Diskusi  Énergi')).toBe('kafe-dan-diskusi-energi');
  });

  it('keeps only whole words within the limit, and is never empty', () => {
    const slug = slugify('kata '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(NEWS_SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('!!!')).toBe('berita');
    expect(slugify('<script>alert(1)</script>')).toMatch(NEWS_SLUG_PATTERN);
  });

  it('gets the smallest free number when the title is taken', () => {
    expect(uniqueSlug('Rapat Pleno', [])).toBe('rapat-pleno');
    expect(uniqueSlug('Rapat Pleno', ['rapat-pleno'])).toBe('rapat-pleno-2');
    expect(uniqueSlug('Rapat Pleno', ['rapat-pleno', 'rapat-pleno-2'])).toBe('rapat-pleno-3');
    const long = uniqueSlug('a'.repeat(200), ['a'.repeat(80)]);
    expect(long.length).toBeLessThanOrEqual(NEWS_SLUG_MAX);
    expect(long.endsWith('-2')).toBe(true);
  });
});
