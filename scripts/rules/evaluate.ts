import type { Cond, RulesFunction, RulesType } from './ir';

/**
 * The generated rules' meaning in JavaScript: decides a condition of ir.ts on a value as Firestore
 * would decide the printed rule on the stored document. Tests use it to check the generated
 * shapes against the records the Firebase adapter writes, without the emulator.
 */

/** Plain data only: a Firestore map arrives as an object, a list as an array. */
const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function hasType(v: unknown, type: RulesType): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'bool':
      return typeof v === 'boolean';
    // The SDK stores a whole JavaScript number as an integer, any other as a float.
    case 'int':
      return typeof v === 'number' && Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    case 'list':
      return Array.isArray(v);
    case 'map':
      return isMap(v);
    case 'null':
      return v === null;
  }
}

/** string.size() counts characters (code points), not UTF-16 units. */
const textSize = (s: string) => [...s].length;

const compare = (a: number, bound: 'min' | 'max', b: number, exclusive = false) =>
  bound === 'min' ? (exclusive ? a > b : a >= b) : exclusive ? a < b : a <= b;

/**
 * `matches` is a whole-string RE2 match. The generator writes a subset both dialects read alike
 * (regex.ts); the marked patterns of src/shared may open with RE2's `(?s)` (`.` takes a line
 * break too), which is JavaScript's `s` flag, and use `\p{…}` classes, read with `u`.
 */
const cache = new Map<string, RegExp>();
function fullMatch(pattern: string, s: string): boolean {
  let re = cache.get(pattern);
  if (!re) {
    const dotAll = pattern.startsWith('(?s)');
    re = new RegExp(`^(?:${dotAll ? pattern.slice(4) : pattern})$`, dotAll ? 'su' : 'u');
    cache.set(pattern, re);
  }
  return re.test(s);
}

export type Functions = ReadonlyMap<string, RulesFunction>;

export const functionTable = (fns: readonly RulesFunction[]): Functions =>
  new Map(fns.map((f) => [f.fn, f]));

/**
 * Whether `value` meets `cond`. A condition on the wrong kind of value is false, as in the rules,
 * where such an expression is an error and an error refuses the write.
 */
export function evaluate(cond: Cond, value: unknown, fns: Functions): boolean {
  switch (cond.kind) {
    case 'true':
      return true;
    case 'type':
      return hasType(value, cond.type);
    case 'length': {
      if (typeof value !== 'string') return false;
      const text = cond.trimmed && cond.bound === 'min' ? value.trim() : value;
      return compare(textSize(text), cond.bound, cond.n.value);
    }
    case 'size':
      return Array.isArray(value) && compare(value.length, cond.bound, cond.n.value);
    case 'range':
      return typeof value === 'number' && compare(value, cond.bound, cond.n.value, cond.exclusive);
    case 'matches':
      return typeof value === 'string' && fullMatch(cond.pattern.value, value) !== !!cond.negate;
    case 'trimmed':
      return typeof value === 'string' && value === value.trim();
    case 'in':
      return (cond.choices.value as readonly unknown[]).includes(value);
    case 'equals':
      return value === cond.value;
    case 'keys': {
      if (!isMap(value)) return false;
      const keys = Object.keys(value);
      const allowed = new Set([...cond.required, ...cond.optional]);
      return cond.required.every((k) => keys.includes(k)) && keys.every((k) => allowed.has(k));
    }
    case 'field': {
      if (!isMap(value)) return false;
      if (!(cond.key in value)) return cond.optional;
      return evaluate(cond.cond, value[cond.key], fns);
    }
    case 'items': {
      if (!Array.isArray(value)) return false;
      return value.slice(0, cond.places).every((item) => evaluate(cond.cond, item, fns));
    }
    case 'call': {
      const fn = fns.get(cond.fn);
      if (!fn) throw new Error(`no generated function ${cond.fn}`);
      return evaluate(fn.cond, value, fns);
    }
    case 'all':
      return cond.conds.every((c) => evaluate(c, value, fns));
    case 'any':
      return cond.conds.some((c) => evaluate(c, value, fns));
  }
}

/** Whether the generated function `fn` accepts `value`. */
export const accepts = (fns: Functions, fn: string, value: unknown): boolean =>
  evaluate({ kind: 'call', fn }, value, fns);
