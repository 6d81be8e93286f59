import { describe, expect, it } from 'vitest';
import { normaliseVoterName, sameVoterName, voterLookupSource } from './voter-name';

describe('normaliseVoterName', () => {
  it('forgives case, spaces around and between words, and the encoding of a diacritic', () => {
    expect(normaliseVoterName('  Ayu   LESTARI ')).toBe('ayu lestari');
    expect(normaliseVoterName('Ayu\tLestari\n')).toBe('ayu lestari');
    // "é" as one code point (NFC) and as "e" + combining acute (NFD) are one name.
    const composed = 'Andr\u00e9 Wijaya';
    const decomposed = 'Andre\u0301 Wijaya';
    expect(composed).not.toBe(decomposed);
    expect(normaliseVoterName(decomposed)).toBe(normaliseVoterName(composed));
    // A no-break space, as a spreadsheet may paste it, is a space too.
    expect(normaliseVoterName('Ayu\u00a0Lestari')).toBe('ayu lestari');
  });
});

describe('sameVoterName', () => {
  it('matches the registered name typed in another case or spacing', () => {
    expect(sameVoterName('Ayu Lestari', ' ayu  lestari')).toBe(true);
    expect(sameVoterName('Muhammad Rizky', 'MUHAMMAD RIZKY')).toBe(true);
  });

  it('refuses anything more: another spelling, a missing or extra word, a diacritic dropped', () => {
    expect(sameVoterName('Ayu Lestari', 'Ayu Lestary')).toBe(false);
    expect(sameVoterName('Ayu Lestari', 'Ayu')).toBe(false);
    expect(sameVoterName('Ayu Lestari', 'Ayu Lestari Putri')).toBe(false);
    expect(sameVoterName('Ayu Lestari', 'AyuLestari')).toBe(false);
    expect(sameVoterName('André Wijaya', 'Andre Wijaya')).toBe(false);
    expect(sameVoterName('Ayu Lestari', '')).toBe(false);
  });
});

describe('voterLookupSource', () => {
  it('is the NIM and the normalised name, the same for every spelling the match forgives', () => {
    expect(voterLookupSource('012300001', ' Ayu  LESTARI')).toBe('012300001:ayu lestari');
    expect(voterLookupSource('012300001', 'ayu lestari')).toBe(
      voterLookupSource('012300001', 'Ayu Lestari'),
    );
    expect(voterLookupSource('012300001', 'Ayu Lestari')).not.toBe(
      voterLookupSource('022300001', 'Ayu Lestari'),
    );
  });
});
