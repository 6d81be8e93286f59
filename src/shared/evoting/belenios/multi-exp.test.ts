import { describe, expect, it } from 'vitest';
import { BELENIOS_2048, gPow, isGroupElement, powMod, randomBelow, randomZq } from './group';
import { GroupPowers, SameBasePowers } from './multi-exp';

/**
 * The shared-squaring powers against plain `powMod` (group.test.ts checks `powMod` itself
 * against square-and-multiply): every base and exponent a ballot check can meet, the edges of
 * the group and of the 256-bit ladder, and numbers that are not group elements.
 */

const G = BELENIOS_2048;
const { p, q, g } = G;

const member = (): bigint => gPow(G, randomZq(G));
/** g·(p−1) has order 2q: in [0, p) but not in the subgroup. */
const nonMember = (p - g) % p;

const BASES: readonly bigint[] = [
  0n,
  1n,
  2n,
  p - 1n,
  g,
  nonMember,
  p, // ≡ 0
  p + 3n, // ≡ 3: bases are reduced first
  member(),
  randomBelow(p),
];

const EXPONENTS: readonly bigint[] = [
  0n,
  1n,
  2n,
  15n,
  16n,
  17n,
  255n,
  256n,
  q - 1n,
  q,
  q + 1n,
  1n << 255n,
  (1n << 256n) - 1n,
  1n << 256n, // past the ladder: powMod
  q * q + 5n,
  ...Array.from({ length: 4 }, () => randomZq(G)),
  randomBelow(1n << 256n),
];

describe('SameBasePowers', () => {
  it('gives powMod for every base and exponent', () => {
    for (const base of BASES) {
      const powers = new SameBasePowers(base, p);
      for (const e of EXPONENTS) expect(powers.pow(e)).toBe(powMod(base, e, p));
    }
  });

  it('works for other moduli, and refuses negative exponents', () => {
    const m = 1_000_003n;
    const powers = new SameBasePowers(123_456n, m);
    for (const e of [0n, 1n, 7n, 999_999n, (1n << 256n) - 1n, 1n << 300n])
      expect(powers.pow(e)).toBe(powMod(123_456n, e, m));
    expect(new SameBasePowers(5n, 1n).pow(3n)).toBe(0n);
    expect(() => powers.pow(-1n)).toThrow(RangeError);
  });

  it('multiplies a product’s ladder out of its factors’ ladders', () => {
    for (let n = 1; n <= 4; n++) {
      const xs = Array.from({ length: n }, (_, i) => (i === 1 ? nonMember : member()));
      const product = xs.reduce((a, b) => (a * b) % p, 1n);
      const powers = SameBasePowers.ofProduct(
        xs.map((x) => new SameBasePowers(x, p)),
        p,
      );
      expect(powers.base).toBe(product);
      for (const e of EXPONENTS) expect(powers.pow(e)).toBe(powMod(product, e, p));
    }
  });
});

describe('GroupPowers', () => {
  it('gives powMod, and reuses a base’s ladder across calls', () => {
    const powers = new GroupPowers(G);
    const base = member();
    for (const e of EXPONENTS) {
      expect(powers.pow(base, e)).toBe(powMod(base, e, p));
      expect(powers.pow(base + p, e)).toBe(powMod(base, e, p));
    }
  });

  it('decides membership as isGroupElement does, also when asked twice', () => {
    const powers = new GroupPowers(G);
    const xs = [0n, 1n, g, p - 1n, p, p + 1n, -1n, nonMember, member(), member(), randomBelow(p)];
    for (const x of [...xs, ...xs]) expect(powers.isMember(x)).toBe(isGroupElement(G, x));
  });

  it('multiplies ciphertext components, with or without their ladders', () => {
    const powers = new GroupPowers(G);
    const xs = Array.from({ length: 5 }, () => member());
    for (const x of xs) powers.pow(x, q); // their ladders now exist
    const unknown = member(); // no ladder
    for (const list of [
      [],
      [xs[0] ?? 1n],
      xs.slice(0, 3),
      xs.slice(0, 4),
      xs,
      [xs[0] ?? 1n, unknown],
    ]) {
      const product = list.reduce((a, b) => (a * b) % p, 1n);
      expect(powers.product(list)).toBe(product);
      for (const e of [0n, 1n, q - 1n, q, randomZq(G)])
        expect(powers.pow(product, e)).toBe(powMod(product, e, p));
      expect(powers.isMember(product)).toBe(true);
    }
  });
});
