import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_CODE_PATTERN, newBookingCode, normaliseBookingCode } from './booking-code';

const bytes = fc.uint8Array({ minLength: 10, maxLength: 10 });
const fromBytes = (value: Uint8Array) => newBookingCode(() => value);

describe('newBookingCode (50 random bits, no look-alike characters)', () => {
  it('writes SC-XXXXX-XXXXX in Crockford base-32 for any random bytes', () => {
    fc.assert(
      fc.property(bytes, (value) => {
        const code = fromBytes(value);
        expect(code).toMatch(BOOKING_CODE_PATTERN);
        expect(code.slice(3)).not.toMatch(/[ILOU]/);
      }),
    );
  });

  it('asks for ten bytes and uses five bits of each: 50 bits, every character equally likely', () => {
    let asked = 0;
    newBookingCode((count) => {
      asked = count;
      return new Uint8Array(count);
    });
    expect(asked).toBe(10);
    // 256 byte values map onto 32 characters, each exactly 8 times: no character is favoured.
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const char = fromBytes(new Uint8Array(10).fill(byte))[3]!;
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('tells different bytes apart in every position (each character carries its own bits)', () => {
    fc.assert(
      fc.property(bytes, fc.integer({ min: 0, max: 9 }), (value, position) => {
        const changed = Uint8Array.from(value);
        changed[position] = (changed[position]! + 1) & 0xff;
        expect(fromBytes(changed)).not.toBe(fromBytes(value));
      }),
    );
  });

  it('does not repeat itself in 10,000 codes drawn from the crypto source', () => {
    const codes = new Set(
      Array.from({ length: 10_000 }, () =>
        newBookingCode((count) => crypto.getRandomValues(new Uint8Array(count))),
      ),
    );
    expect(codes.size).toBe(10_000);
  });
});

describe('normaliseBookingCode (what a person types)', () => {
  it('reads back every code it made, however it is typed', () => {
    fc.assert(
      fc.property(bytes, fc.boolean(), fc.boolean(), (value, lower, spaced) => {
        const code = fromBytes(value);
        let typed = lower ? code.toLowerCase() : code;
        if (spaced) typed = ` ${typed.replace(/-/g, ' ')} `;
        expect(normaliseBookingCode(typed)).toBe(code);
        expect(normaliseBookingCode(code.slice(3))).toBe(code);
      }),
    );
  });

  it('reads look-alikes as the characters they resemble: I and L as 1, O as 0', () => {
    expect(normaliseBookingCode('sc-1l0io-ABCDE')).toBe('SC-11010-ABCDE');
  });

  it('refuses what cannot be a code: too short or long, U, other signs', () => {
    for (const typed of [
      '',
      'SC-',
      'SC-ABCDE',
      'SC-ABCDE-ABCDEF',
      'SC-ABCDU-ABCDE',
      'SC-AB*DE-ABCDE',
    ])
      expect(normaliseBookingCode(typed), typed).toBeNull();
  });
});
