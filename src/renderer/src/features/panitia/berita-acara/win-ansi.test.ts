import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

describe('texts for the standard PDF fonts (WinAnsi)', () => {
  it('keeps ASCII, Latin-1 and the Windows-1252 punctuation', () => {
    const text = 'Pemilihan Raya — “BEM” KM 2026: José, Ñoño, 50% • €';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('folds other accents, turns odd spaces into spaces and the rest into "?"', () => {
    expect(toWinAnsi('Łukasz Dvořák')).toBe('?ukasz Dvorák');
    expect(toWinAnsi('1 Desember\u202f2026\tpukul')).toBe('1 Desember 2026 pukul');
    expect(toWinAnsi('Kandidat 🚀 ✓')).toBe('Kandidat ? ?');
  });
});
