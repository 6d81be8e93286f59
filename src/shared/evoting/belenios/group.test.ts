import { describe, expect, it } from 'vitest';
import {
  BELENIOS_2048,
  FIXED_BASE_WIDEN_AFTER,
  fixedBasePow,
  gPow,
  groupByName,
  invMod,
  isGroupElement,
  mod,
  parseNumber,
  powMod,
  randomBelow,
  randomZq,
} from './group';

/** Miller–Rabin with fixed bases (a test's check of the published numbers, not a generator). */
function probablyPrime(n: bigint, bases: readonly bigint[]): boolean {
  let d = n - 1n;
  let s = 0;
  while (d % 2n === 0n) {
    d /= 2n;
    s++;
  }
  for (const a of bases) {
    let x = powMod(a, d, n);
    if (x === 1n || x === n - 1n) continue;
    let composite = true;
    for (let i = 1; i < s; i++) {
      x = (x * x) % n;
      if (x === n - 1n) {
        composite = false;
        break;
      }
    }
    if (composite) return false;
  }
  return true;
}

describe('BELENIOS-2048', () => {
  const { p, q, g } = BELENIOS_2048;

  it('has the sizes and the structure the specification gives', () => {
    expect(p.toString(2)).toHaveLength(2048);
    expect(q.toString(2)).toHaveLength(256);
    expect((p - 1n) % q).toBe(0n);
    expect(g > 1n && g < p).toBe(true);
    expect(powMod(g, q, p)).toBe(1n);
    expect(isGroupElement(BELENIOS_2048, g)).toBe(true);
  });

  it('has p and q prime (Miller–Rabin, 8 bases)', () => {
    const bases = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n];
    expect(probablyPrime(q, bases)).toBe(true);
    expect(probablyPrime(p, bases)).toBe(true);
  });

  it('is found by its name and nothing else is', () => {
    expect(groupByName('BELENIOS-2048')).toBe(BELENIOS_2048);
    expect(() => groupByName('RFC-3526-2048')).toThrow(/tidak didukung/);
  });

  it('refuses non-members: 0, p, elements outside the subgroup', () => {
    expect(isGroupElement(BELENIOS_2048, 0n)).toBe(false);
    expect(isGroupElement(BELENIOS_2048, p)).toBe(false);
    expect(isGroupElement(BELENIOS_2048, p - 1n)).toBe(false); // order 2
    expect(isGroupElement(BELENIOS_2048, 1n)).toBe(true);
  });
});

describe('modular arithmetic', () => {
  it('powMod agrees with repeated multiplication', () => {
    const m = 1_000_003n;
    for (const [b, e] of [
      [2n, 0n],
      [2n, 1n],
      [12345n, 17n],
      [999_999n, 255n],
      [7n, 4096n],
    ] as const) {
      let expected = 1n;
      for (let i = 0n; i < e; i++) expected = (expected * b) % m;
      expect(powMod(b, e, m)).toBe(expected);
    }
    expect(() => powMod(2n, -1n, 7n)).toThrow();
  });

  it('powMod agrees with square-and-multiply for every window width and edge input', () => {
    const { p, q } = BELENIOS_2048;
    /** Right-to-left binary exponentiation: slow, obvious, and independent of powMod's windows. */
    const reference = (b: bigint, e: bigint, m: bigint): bigint => {
      let result = 1n % m;
      let x = mod(b, m);
      for (let k = e; k > 0n; k >>= 1n) {
        if ((k & 1n) === 1n) result = (result * x) % m;
        x = (x * x) % m;
      }
      return result;
    };
    const exponents = [0n, 1n, 2n, 3n, q - 1n, q, q + 1n, (1n << 256n) - 1n, 1n << 256n];
    // Sizes on both sides of each change of window width (23, 79 and 239 bits), and beyond.
    for (const bits of [5, 23, 24, 79, 80, 239, 240, 256, 300, 512])
      exponents.push(randomBelow(1n << BigInt(bits)) | (1n << BigInt(bits - 1)));
    const bases = [0n, 1n, 2n, p - 1n, p, p + 7n, randomBelow(p), BELENIOS_2048.g];
    for (const b of bases)
      for (const e of exponents) expect(powMod(b, e, p)).toBe(reference(b, e, p));
    for (const m of [1n, 2n, 1_000_000n, 1_000_003n])
      for (const e of exponents.slice(0, 12))
        expect(powMod(987_654_321n, e, m)).toBe(reference(987_654_321n, e, m));
  });

  it('fixed-base exponentiation agrees with powMod, small, random and oversized exponents', () => {
    const { p, q, g } = BELENIOS_2048;
    const y = powMod(g, 987654321n, p);
    const exponents = [0n, 1n, 15n, 16n, q - 1n, q, (1n << 256n) - 1n, 1n << 256n, q * q + 5n];
    for (let i = 0; i < 5; i++) exponents.push(randomZq(BELENIOS_2048));
    for (const e of exponents) {
      expect(gPow(BELENIOS_2048, e)).toBe(powMod(g, e, p));
      expect(fixedBasePow(BELENIOS_2048, y, e)).toBe(powMod(y, e, p));
    }
  });

  it('fixed-base exponentiation still agrees with powMod once its table is widened', () => {
    const { p, q } = BELENIOS_2048;
    const base = powMod(BELENIOS_2048.g, randomZq(BELENIOS_2048), p);
    const edges = [0n, 1n, 15n, 16n, 255n, 256n, 257n, q - 1n, q, (1n << 256n) - 1n, 1n << 256n];
    for (let i = 0; i < FIXED_BASE_WIDEN_AFTER + 20; i++) {
      const e = i < edges.length ? (edges[i] as bigint) : randomZq(BELENIOS_2048);
      expect(fixedBasePow(BELENIOS_2048, base, e)).toBe(powMod(base, e, p));
    }
    for (const e of edges) expect(fixedBasePow(BELENIOS_2048, base, e)).toBe(powMod(base, e, p));
  });

  it('invMod inverts and mod is Euclidean', () => {
    const { p } = BELENIOS_2048;
    const x = 123456789n;
    expect((x * invMod(x, p)) % p).toBe(1n);
    expect(() => invMod(6n, 9n)).toThrow();
    expect(mod(-1n, 7n)).toBe(6n);
  });

  it('draws below the bound', () => {
    for (let i = 0; i < 50; i++) {
      const x = randomBelow(10n);
      expect(x >= 0n && x < 10n).toBe(true);
      const z = randomZq(BELENIOS_2048);
      expect(z >= 0n && z < BELENIOS_2048.q).toBe(true);
    }
  });

  it('reads numbers only in canonical base 10', () => {
    expect(parseNumber('0')).toBe(0n);
    expect(parseNumber('1234')).toBe(1234n);
    for (const bad of ['', '01', '-1', '+1', '1e3', '0x10', ' 1', '1.0']) {
      expect(() => parseNumber(bad)).toThrow();
    }
  });
});
