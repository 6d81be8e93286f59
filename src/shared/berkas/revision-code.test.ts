import { describe, expect, it } from 'vitest';
import {
  generateRevisionCode,
  normaliseRevisionCode,
  REVISION_CODE_ALPHABET,
  REVISION_CODE_LENGTH,
} from './revision-code';

describe('revision code', () => {
  it('has at least 80 random bits, grouped in fours, without look-alike characters', () => {
    expect(REVISION_CODE_LENGTH * Math.log2(REVISION_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(
      80,
    );
    for (const symbol of '01OIL') expect(REVISION_CODE_ALPHABET).not.toContain(symbol);
    const code = generateRevisionCode();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$/);
  });

  it('is different every time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateRevisionCode()));
    expect(codes.size).toBe(200);
  });

  it('redraws bytes that would bias the alphabet', () => {
    let call = 0;
    // First call: only bytes ≥ 248 (all refused), then a run of zeros.
    const random = (count: number) => new Uint8Array(count).fill(call++ === 0 ? 250 : 0);
    expect(generateRevisionCode(random)).toBe('2222-2222-2222-2222-2222');
  });

  it('accepts what a person types: any case, spaces or no dashes', () => {
    const code = generateRevisionCode();
    expect(normaliseRevisionCode(code.toLowerCase())).toBe(code);
    expect(normaliseRevisionCode(` ${code.replace(/-/g, ' ')} `)).toBe(code);
    expect(normaliseRevisionCode(code.replace(/-/g, ''))).toBe(code);
  });

  it('refuses what cannot be a code', () => {
    expect(normaliseRevisionCode('')).toBeNull();
    expect(normaliseRevisionCode('ABCD-EFGH')).toBeNull();
    expect(normaliseRevisionCode('ABCD-EFGH-JKMN-PQRS-TUV0')).toBeNull();
    expect(normaliseRevisionCode('BEM-2026-12345')).toBeNull();
  });
});
