/**
 * The intermediate representation of the generated rules: conditions on one value, as the rules
 * language can say them. from-json-schema.ts makes it from a schema; print-rules.ts writes it in
 * the rules language and evaluate.ts decides it in JavaScript, so a test can check the printed
 * rules' meaning on records without the Firestore emulator (which needs Java).
 */

/** A value of src/shared the rules hold in a function marked `// shared: NAME`. */
export type SharedLiteral =
  string | number | boolean | readonly SharedLiteral[] | { readonly [key: string]: SharedLiteral };

export interface SharedValue {
  /** The rules function returning it (`risalahNameMax`). */
  fn: string;
  /** What tests/lint/firestore-rules-shared.test.ts compares it with (`RISALAH_LIMITS.nameMax`). */
  marker: string;
  value: SharedLiteral;
}

/**
 * A number, string or list the rules may name instead of writing it: `name` is the expression
 * (`risalahNameMax()`, `scRoomMax().nama`), `shared` the marked function it reads, so the
 * generator can write that function into the generated part.
 */
export interface Named<T> {
  value: T;
  name?: string;
  shared?: SharedValue;
}

export type Num = Named<number>;
/** A regular expression in the rules' dialect (RE2, whole-string match), unescaped. */
export type Pattern = Named<string>;
export type Choices = Named<readonly (string | number)[]>;

export type RulesType = 'string' | 'bool' | 'int' | 'number' | 'list' | 'map' | 'null';

export type Cond =
  | { kind: 'true' }
  | { kind: 'type'; type: RulesType }
  /** A text's length; `trimmed`: counted without the spaces around it (a trimming schema). */
  | { kind: 'length'; bound: 'min' | 'max'; n: Num; trimmed?: boolean }
  /** A list's number of items. */
  | { kind: 'size'; bound: 'min' | 'max'; n: Num }
  | { kind: 'range'; bound: 'min' | 'max'; n: Num; exclusive?: boolean }
  | { kind: 'matches'; pattern: Pattern; negate?: boolean }
  /** The text equals itself trimmed. */
  | { kind: 'trimmed' }
  | { kind: 'in'; choices: Choices }
  | { kind: 'equals'; value: string | number | boolean | null }
  /** A map's keys: all of `required`, and none but those and `optional`. */
  | { kind: 'keys'; required: readonly string[]; optional: readonly string[] }
  /** The map's entry `key` meets `cond`; an `optional` one may be missing. */
  | { kind: 'field'; key: string; cond: Cond; optional: boolean }
  /**
   * Each of a list's first `places` items meets `cond`: the rules language has no loop, so a
   * list is checked place by place, up to its largest size.
   */
  | { kind: 'items'; places: number; cond: Cond }
  /** A function of the generated part, applied to the value. */
  | { kind: 'call'; fn: string }
  | { kind: 'all'; conds: readonly Cond[] }
  | { kind: 'any'; conds: readonly Cond[] };

/** A function of the generated part: `function fn(param) { return cond(param); }`. */
export interface RulesFunction {
  fn: string;
  param: string;
  cond: Cond;
  /** Comment lines above it: where it comes from, what it leaves to the hand-written rules. */
  comment: readonly string[];
}

export const TRUE: Cond = { kind: 'true' };

/** Conditions joined by `&&`, nested `all`s flattened and `true`s dropped. */
export function all(conds: readonly Cond[]): Cond {
  const flat = conds.flatMap((c) => (c.kind === 'all' ? c.conds : c.kind === 'true' ? [] : [c]));
  return flat.length === 0 ? TRUE : flat.length === 1 ? flat[0]! : { kind: 'all', conds: flat };
}

/** Conditions joined by `||`; any `true` makes the whole `true`. */
export function any(conds: readonly Cond[]): Cond {
  if (conds.some((c) => c.kind === 'true')) return TRUE;
  const flat = conds.flatMap((c) => (c.kind === 'any' ? c.conds : [c]));
  return flat.length === 1 ? flat[0]! : { kind: 'any', conds: flat };
}

export const plain = <T>(value: T): Named<T> => ({ value });

/** A marked value as the rules read it: the function's result, or one entry of its map. */
export function named<T>(shared: SharedValue, member?: string): Named<T> {
  const value =
    member === undefined ? shared.value : (shared.value as Record<string, unknown>)[member];
  if (value === undefined) throw new Error(`${shared.fn}() has no entry ${member ?? ''}`);
  return {
    value: value as T,
    name: member === undefined ? `${shared.fn}()` : `${shared.fn}().${member}`,
    shared,
  };
}
