import { type BeleniosGroup, inRange, mod, powMod } from './group';

/**
 * Several powers of one base (issue 34, ballot checking at speed). Checking a ballot raises each
 * ciphertext component x to q (membership) and to every challenge of the proofs that use it;
 * `powMod` would square x 256 times for each of them. Here the squarings are shared: the ladder
 * x^(16^j), j = 0…63, is built once (252 squarings), and each exponent below 2^256 then costs
 * about 75 multiplications by Yao's method (Knuth, TAOCP vol. 2, §4.6.3; Brickell, Gordon,
 * McCurley and Wilson 1992) instead of about 330. The results are exactly base^exponent mod m:
 * nothing is assumed about the base (its order, its membership), so a check made with these
 * powers decides exactly as one made with `powMod`.
 */

/** 4-bit digits: 64 of them cover any exponent below 2^256 (q, challenges, responses). */
const DIGIT_BITS = 4;
const DIGIT_VALUES = 1 << DIGIT_BITS;
const LADDER_LENGTH = 64;
const LADDER_LIMIT = 1n << BigInt(DIGIT_BITS * LADDER_LENGTH);
/** (n − 1)·64 multiplications beat 252 squarings up to n = 4 factors. */
const MAX_LADDER_FACTORS = 4;

export class SameBasePowers {
  /** base^(16^j) mod modulus, j = 0…63. */
  private readonly ladder: bigint[];

  /** The ladder by squarings, or, when given, the one `ofProduct` multiplied out. */
  constructor(
    readonly base: bigint,
    readonly modulus: bigint,
    ladder?: bigint[],
  ) {
    if (ladder !== undefined) {
      this.ladder = ladder;
      return;
    }
    let x = mod(base, modulus);
    const squared = [x];
    for (let j = 1; j < LADDER_LENGTH; j++) {
      x = (x * x) % modulus;
      x = (x * x) % modulus;
      x = (x * x) % modulus;
      x = (x * x) % modulus;
      squared.push(x);
    }
    this.ladder = squared;
  }

  /**
   * The powers of the product of the factors' bases, from their ladders: (Π x_i)^(16^j) =
   * Π x_i^(16^j), so each rung costs one multiplication per factor after the first, cheaper than
   * 252 squarings for up to four factors (a question's sum of choices, whose α and β the blank or
   * overall proof raises three times or more).
   */
  static ofProduct(factors: readonly SameBasePowers[], modulus: bigint): SameBasePowers {
    let base = 1n;
    for (const f of factors) base = (base * f.base) % modulus;
    const ladder: bigint[] = [];
    for (let j = 0; j < LADDER_LENGTH; j++) {
      let rung = 1n;
      for (const f of factors) rung = (rung * (f.ladder[j] as bigint)) % modulus;
      ladder.push(rung);
    }
    return new SameBasePowers(base, modulus, ladder);
  }

  /**
   * base^exponent mod modulus. Yao: with e = Σ d_j·16^j, base^e = Π_{d=1}^{15} B_d^d where B_d
   * is the product of the ladder entries whose digit is d; the running product over d = 15…1
   * raises each B_d to d with 15 multiplications in all. Exponents of 256 bits or more (never a
   * ballot's) fall back to `powMod`.
   */
  pow(exponent: bigint): bigint {
    if (exponent < 0n) throw new RangeError('SameBasePowers.pow: negative exponent');
    const m = this.modulus;
    if (m === 1n) return 0n;
    if (exponent >= LADDER_LIMIT) return powMod(this.base, exponent, m);
    const buckets: (bigint | undefined)[] = new Array<bigint | undefined>(DIGIT_VALUES);
    const hex = exponent.toString(16);
    const last = hex.length - 1;
    for (let i = last; i >= 0; i--) {
      const digit = parseInt(hex.charAt(i), 16);
      if (digit === 0) continue;
      const power = this.ladder[last - i] as bigint;
      const bucket = buckets[digit];
      buckets[digit] = bucket === undefined ? power : (bucket * power) % m;
    }
    let running: bigint | undefined;
    let result: bigint | undefined;
    for (let d = DIGIT_VALUES - 1; d >= 1; d--) {
      const bucket = buckets[d];
      if (bucket !== undefined) running = running === undefined ? bucket : (running * bucket) % m;
      if (running !== undefined) result = result === undefined ? running : (result * running) % m;
    }
    return result ?? 1n;
  }
}

/**
 * The powers a ballot check needs, by base: each ciphertext component's ladder is built the first
 * time one of its powers is asked for and reused for the others (a choice's α and β also serve
 * the blank and overall proofs), and each membership test x^q is made once per value. Meant for
 * one check (a ballot, a record's ballot): it keeps every ladder it built (16 KB each).
 */
export class GroupPowers {
  private readonly byBase = new Map<bigint, SameBasePowers>();
  private readonly membership = new Map<bigint, boolean>();

  constructor(readonly group: BeleniosGroup) {}

  /** base^exponent mod p. */
  pow(base: bigint, exponent: bigint): bigint {
    const b = mod(base, this.group.p);
    let powers = this.byBase.get(b);
    if (powers === undefined) {
      powers = new SameBasePowers(b, this.group.p);
      this.byBase.set(b, powers);
    }
    return powers.pow(exponent);
  }

  /**
   * Π xs mod p (`combine`'s α or β), whose later powers come from a ladder multiplied out of the
   * factors' ladders when they all have one and there are at most four of them.
   */
  product(xs: readonly bigint[]): bigint {
    const { p } = this.group;
    const factors = xs.map((x) => this.byBase.get(mod(x, p)));
    const known = factors.filter((f): f is SameBasePowers => f !== undefined);
    if (xs.length < 2 || xs.length > MAX_LADDER_FACTORS || known.length !== xs.length) {
      let product = 1n;
      for (const x of xs) product = (product * x) % p;
      return product;
    }
    const powers = SameBasePowers.ofProduct(known, p);
    if (!this.byBase.has(powers.base)) this.byBase.set(powers.base, powers);
    return powers.base;
  }

  /** Belenios' `G.check` (as `isGroupElement`): x is in [0, p) and x^q = 1. */
  isMember(x: bigint): boolean {
    const known = this.membership.get(x);
    if (known !== undefined) return known;
    const member = inRange(this.group.p, x) && this.pow(x, this.group.q) === 1n;
    this.membership.set(x, member);
    return member;
  }
}
