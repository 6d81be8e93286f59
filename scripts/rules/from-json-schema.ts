import type { ShapeEntry } from './entry';
import { all, any, plain, TRUE, type Cond, type Named, type RulesFunction } from './ir';
import type { JsonSchema } from './json-schema';
import { rulesPattern } from './regex';

/**
 * JSON Schema (json-schema.ts) → conditions of ir.ts, for one entry. Every keyword is either
 * turned into a condition or named in the entry as left to the hand-written rules; an unknown
 * keyword, a refinement without a format and a limit without a marked function stop the
 * generator, so nothing a schema says is dropped without a word.
 */

/**
 * Largest list checked item by item. The rules language has no loop: a list is checked place by
 * place, one line per place, and a request may evaluate at most 1,000 expressions. Longer lists
 * (a minute's 200 attendees) are checked by size only; their items are the adapter's check.
 */
export const PLACES_MAX = 10;

/** `z.int()` bounds a number to JavaScript's safe integers; Firestore's integers are 64-bit. */
const SAFE = Number.MAX_SAFE_INTEGER;

/** Numbers the rules may write as they are (firestore-rules-shared.test.ts's plain numbers). */
const isPlainNumber = (n: number) => Number.isInteger(n) && n >= 0 && n <= 2;

const KNOWN = new Set([
  '$schema',
  '$defs',
  '$ref',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'oneOf',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'default',
  'description',
  'x-trimmed',
  'x-refined',
]);

const pascal = (path: string) =>
  path
    .replace(/\[\]/g, '.item')
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** A union's map named by its literal (`mode: 'rekap'` → Rekap), else by its place. */
function branchName(branch: JsonSchema, index: number, maps: number): string {
  if (branch.type !== 'object' || maps < 2) return '';
  const literal = Object.values(branch.properties ?? {}).find((p) => typeof p.const === 'string');
  return literal ? pascal(String(literal.const).replace(/[^A-Za-z0-9]+/g, '.')) : `${index + 1}`;
}

class Converter {
  /** Config keys the schema used: one left over names a field the schema no longer has. */
  private readonly used = new Set<string>();
  /** Functions of this entry's list items (`isScRoomGabunganItem`). */
  readonly helpers: RulesFunction[] = [];
  /** Lists checked by size only, for the comment. */
  readonly sizedOnly: string[] = [];

  constructor(
    private readonly entry: ShapeEntry,
    private readonly known: ReadonlySet<string>,
  ) {}

  private fail(message: string): never {
    throw new Error(`${this.entry.fn}: ${message}`);
  }

  private byHand(key: string): boolean {
    if (this.entry.byHand?.[key] === undefined) return false;
    this.used.add(`byHand:${key}`);
    return true;
  }

  /** A number of the schema: the marked function naming it, or itself if plain. */
  private num(path: string, keyword: string, value: number): Named<number> | null {
    const key = `${path}.${keyword}`;
    if (this.byHand(key)) return null;
    const name = this.entry.names?.[key];
    if (name) {
      this.used.add(`names:${key}`);
      if (name.value !== value)
        this.fail(
          `${key} is ${value} in the schema but ${name.name ?? '?'} is ${String(name.value)}`,
        );
      return name as Named<number>;
    }
    if (isPlainNumber(value)) return plain(value);
    return this.fail(
      `${key} is ${value}: name the marked function holding it in the entry's names ` +
        '(scripts/rules/entries.ts; a new one also needs its marker in ' +
        'tests/lint/firestore-rules-shared.test.ts)',
    );
  }

  private bound(
    kind: 'length' | 'size' | 'range',
    path: string,
    keyword: string,
    value: number | undefined,
    extra: { trimmed?: boolean; exclusive?: boolean } = {},
  ): Cond {
    if (value === undefined || (kind === 'range' && Math.abs(value) === SAFE)) return TRUE;
    const n = this.num(path, keyword, value);
    if (!n) return TRUE;
    const bound = /^(min|exclusiveMin)/.test(keyword) ? 'min' : 'max';
    if (kind === 'length') return { kind, bound, n, ...(extra.trimmed ? { trimmed: true } : {}) };
    if (kind === 'size') return { kind, bound, n };
    return { kind, bound, n, ...(extra.exclusive ? { exclusive: true } : {}) };
  }

  private choices(path: string, values: readonly (string | number | boolean | null)[]): Cond {
    if (values.every((v) => typeof v === 'number' && Number.isInteger(v))) {
      const sorted = [...(values as number[])].sort((a, b) => a - b);
      const contiguous = sorted.every((v, i) => i === 0 || v === sorted[i - 1]! + 1);
      // An integer range (the wizard's steps 1, 2, 3) is written as its bounds: a list would
      // write its numbers in the rules.
      if (contiguous && sorted.length > 2)
        return all([
          { kind: 'type', type: 'int' },
          this.bound('range', path, 'minimum', sorted[0]),
          this.bound('range', path, 'maximum', sorted[sorted.length - 1]),
        ]);
    }
    const key = `${path}.enum`;
    const name = this.entry.names?.[key];
    if (name) {
      this.used.add(`names:${key}`);
      if (JSON.stringify(name.value) !== JSON.stringify(values))
        this.fail(`${key} lists ${JSON.stringify(values)} but ${name.name ?? '?'} holds others`);
      return { kind: 'in', choices: name as Named<readonly (string | number)[]> };
    }
    if (values.some((v) => typeof v !== 'string' && !(typeof v === 'number' && isPlainNumber(v))))
      this.fail(`${key}: name the marked list holding ${JSON.stringify(values)}`);
    return values.length === 1
      ? { kind: 'equals', value: values[0]! }
      : { kind: 'in', choices: plain(values as (string | number)[]) };
  }

  /** The conditions of the value at `path`. */
  node(json: JsonSchema, path: string, root = false, suffix = ''): Cond {
    for (const keyword of Object.keys(json))
      if (!KNOWN.has(keyword))
        this.fail(`${path || '(record)'}: no rule for JSON Schema's ${keyword}`);
    if (json.$ref !== undefined) {
      const fn = json.$ref.replace('#/$defs/', '');
      if (!this.known.has(fn)) this.fail(`${path}: ${fn} has no entry`);
      return { kind: 'call', fn };
    }
    const branches = json.anyOf ?? json.oneOf;
    // A union of literals (z.union of z.literal) is a list of choices.
    if (branches?.every((b) => b.const !== undefined && Object.keys(b).length <= 2))
      return this.node({ type: branches[0]!.type, enum: branches.map((b) => b.const!) }, path);
    if (branches) {
      // Null first: `(v == null || …)` reads as the hand-written rules did.
      const maps = branches.filter((b) => b.type === 'object');
      const conds = branches.map((b, i) =>
        this.node(b, path, false, branchName(b, i, maps.length)),
      );
      const isNull = (c: Cond) => c.kind === 'type' && c.type === 'null';
      return any([...conds.filter(isNull), ...conds.filter((c) => !isNull(c))]);
    }
    const conds: Cond[] = [];
    if (json.enum) conds.push(this.choices(path, json.enum));
    else if (json.const !== undefined) {
      // One literal (a union's '' beside a list, a discriminator): written as it is.
      if (typeof json.const === 'number' && !isPlainNumber(json.const))
        this.fail(`${path}: the literal ${json.const} would be a number of its own in the rules`);
      conds.push({ kind: 'equals', value: json.const });
    }
    // A list of choices already says the type.
    const typed = !json.enum && json.const === undefined;
    switch (json.type) {
      case 'string':
        if (typed) conds.push({ kind: 'type', type: 'string' });
        conds.push(
          this.bound('length', path, 'minLength', json.minLength, {
            trimmed: json['x-trimmed'] === true,
          }),
          this.bound('length', path, 'maxLength', json.maxLength),
        );
        if (json.pattern !== undefined && !this.byHand(`${path}.pattern`))
          conds.push({ kind: 'matches', pattern: plain(rulesPattern(json.pattern)) });
        break;
      case 'integer':
      case 'number':
        if (typed) conds.push({ kind: 'type', type: json.type === 'integer' ? 'int' : 'number' });
        conds.push(
          this.bound('range', path, 'minimum', json.minimum),
          this.bound('range', path, 'maximum', json.maximum),
          this.bound('range', path, 'exclusiveMinimum', json.exclusiveMinimum, { exclusive: true }),
          this.bound('range', path, 'exclusiveMaximum', json.exclusiveMaximum, { exclusive: true }),
        );
        break;
      case 'boolean':
        if (typed) conds.push({ kind: 'type', type: 'bool' });
        break;
      case 'null':
        conds.push({ kind: 'type', type: 'null' });
        break;
      case 'array':
        conds.push(this.list(json, path));
        break;
      case 'object':
        conds.push(root ? this.object(json, path, true) : this.helper(path, suffix, json));
        break;
      case undefined:
        // {}: anything (z.any, or what JSON Schema cannot represent); the entry says who checks.
        if (!json.enum && json.const === undefined && !this.byHand(path))
          this.fail(`${path}: the schema says nothing the rules could check: name it in byHand`);
        break;
      default:
        this.fail(`${path}: no rule for the type ${json.type}`);
    }
    // A format is a condition on a text; a refinement of anything else is the entry's to name.
    if (json.type === 'string') conds.push(this.refinement(json, path));
    else if (json['x-refined'] && !this.byHand(path))
      this.fail(`${path || '(record)'} has a refinement: say in byHand where the rules check it`);
    return all(conds);
  }

  private refinement(json: JsonSchema, path: string): Cond {
    const format = this.entry.formats?.[path];
    if (format) {
      this.used.add(`formats:${path}`);
      return format.fn ? { kind: 'call', fn: format.fn } : format.cond;
    }
    if (json['x-refined'] && !this.byHand(path))
      this.fail(
        `${path} has a refinement the rules cannot read: give it a format (scripts/rules/` +
          'formats.ts) or say in byHand where the hand-written rules check it',
      );
    return TRUE;
  }

  /** A map inside the record: its own function, so the record's stays one line a field. */
  private helper(path: string, suffix: string, json: JsonSchema): Cond {
    const fn = `${this.entry.fn}${pascal(path)}${suffix}`;
    const cond = all([{ kind: 'type', type: 'map' }, this.object(json, path, false)]);
    const form = suffix ? ` (its ${suffix} form)` : '';
    this.helpers.push({ fn, param: 'v', cond, comment: [`${path} of ${this.entry.fn}${form}.`] });
    return { kind: 'call', fn };
  }

  private list(json: JsonSchema, path: string): Cond {
    const conds: Cond[] = [
      { kind: 'type', type: 'list' },
      this.bound('size', path, 'minItems', json.minItems),
      this.bound('size', path, 'maxItems', json.maxItems),
    ];
    if (!json.items) return all(conds);
    const places = json.maxItems;
    if (places === undefined || places > PLACES_MAX || this.byHand(`${path}[]`)) {
      this.sizedOnly.push(path);
      return all(conds);
    }
    const item = this.node(json.items, `${path}[]`);
    if (item.kind === 'true') return all(conds);
    let cond = item;
    if (item.kind !== 'call') {
      // One function for the item, called at each place, rather than its conditions N times.
      const fn = `${this.entry.fn}${pascal(path)}Item`;
      this.helpers.push({
        fn,
        param: 'v',
        cond: item,
        comment: [`An item of ${this.entry.fn}'s ${path}.`],
      });
      cond = { kind: 'call', fn };
    }
    return all([...conds, { kind: 'items', places, cond }]);
  }

  private object(json: JsonSchema, path: string, root: boolean): Cond {
    if (json.additionalProperties !== undefined && json.additionalProperties !== false)
      this.fail(`${path}: a map of any keys (z.record) has no generated rule yet`);
    const properties = json.properties ?? {};
    const keys = Object.keys(properties);
    for (const key of keys)
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) this.fail(`${path}: the key '${key}'`);
    const stamped = root ? (this.entry.stamped ?? []) : [];
    for (const key of stamped) if (!keys.includes(key)) this.fail(`stamped ${key} is no key`);
    // The adapter writes what the schema parsed: a default is always there, as is a stamp.
    const required = keys.filter(
      (k) =>
        json.required?.includes(k) || stamped.includes(k) || properties[k]?.default !== undefined,
    );
    const optional = keys.filter((k) => !required.includes(k));
    const at = (key: string) => (path ? `${path}.${key}` : key);
    return all([
      // Closed: the adapter writes the parsed record, which drops keys the schema does not know.
      { kind: 'keys', required, optional },
      ...keys.map((key): Cond => ({
        kind: 'field',
        key,
        cond: this.node(properties[key]!, at(key)),
        optional: optional.includes(key),
      })),
    ]);
  }

  /** Config keys the schema never reached: a field renamed or removed. */
  leftOver(): string[] {
    const config = [
      ...Object.keys(this.entry.names ?? {}).map((k) => `names:${k}`),
      ...Object.keys(this.entry.formats ?? {}).map((k) => `formats:${k}`),
      ...Object.keys(this.entry.byHand ?? {}).map((k) => `byHand:${k}`),
    ];
    return config.filter((k) => !this.used.has(k));
  }
}

export interface ConvertedShape {
  fn: RulesFunction;
  helpers: RulesFunction[];
  sizedOnly: string[];
}

/** The entry's record function (and its item functions) from its JSON Schema. */
export function convertShape(
  entry: ShapeEntry,
  json: JsonSchema,
  known: ReadonlySet<string>,
): ConvertedShape {
  const converter = new Converter(entry, known);
  const cond = converter.node(json, '', true);
  const left = converter.leftOver();
  if (left.length > 0)
    throw new Error(
      `${entry.fn}: the entry names what the schema does not have: ${left.join(', ')}`,
    );
  return {
    fn: { fn: entry.fn, param: 'data', cond, comment: [] },
    helpers: converter.helpers,
    sizedOnly: converter.sizedOnly,
  };
}
