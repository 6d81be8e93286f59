/**
 * The rules generator (scripts/rules) on small schemas: how each zod construct becomes a rules
 * condition, printed (print-rules.ts) and decided (evaluate.ts), with the printed text run by
 * support/rules-interpreter.ts agreeing with the conditions; what stops the generator; the
 * pattern dialect; and the formats standing for refinements, against the shared checks.
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { ShapeEntry } from '../../scripts/rules/entry';
import { evaluate, functionTable } from '../../scripts/rules/evaluate';
import { FORMATS, type Format } from '../../scripts/rules/formats';
import { firestorePart, generateShapes } from '../../scripts/rules/generate';
import { named, type SharedValue } from '../../scripts/rules/ir';
import { rulesPattern } from '../../scripts/rules/regex';
import { RulesInterpreter } from './support/rules-interpreter';

const noteMax: SharedValue = { fn: 'noteMax', marker: 'TEST.noteMax', value: 5 };
const kinds: SharedValue = { fn: 'testKinds', marker: 'TEST.kinds', value: ['a', 'b', 'c'] };
const limits: SharedValue = { fn: 'testMax', marker: 'TEST.max', value: { floor: 9 } };

const place = z.object({ room: z.string(), floor: z.int().check(z.minimum(1), z.maximum(9)) });

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(5)),
  code: z.string().check(z.regex(/^[A-Z]\d{2}\.x$/)),
  kind: z.enum(['a', 'b', 'c']),
  size: z.enum(['s', 'm']),
  done: z.boolean(),
  count: z.int().check(z.minimum(0), z.maximum(5)),
  ratio: z.number().check(z.minimum(0), z.maximum(1)),
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  note: z.nullable(z.string().check(z.maxLength(5))),
  extra: z.optional(z.string()),
  tags: z.array(z.string().check(z.minLength(1), z.maxLength(5))).check(z.maxLength(2)),
  many: z.array(z.string()).check(z.maxLength(50)),
  place,
});

const entry: ShapeEntry = {
  fn: 'isTest',
  schema,
  from: 'a test schema',
  adds: { position: z.int().check(z.minimum(0)) },
  names: {
    'name.maxLength': named<number>(noteMax),
    'kind.enum': named<string[]>(kinds),
    'count.maximum': named<number>(noteMax),
    'step.maximum': named<number>(noteMax),
    'note.maxLength': named<number>(noteMax),
    'tags[].maxLength': named<number>(noteMax),
    'many.maxItems': named<number>({ fn: 'manyMax', marker: 'TEST.many', value: 50 }),
    'place.floor.maximum': named<number>(limits, 'floor'),
  },
};

const valid = {
  name: 'Budi',
  code: 'A12.x',
  kind: 'b',
  size: 'm',
  done: false,
  count: 5,
  ratio: 0.5,
  step: 3,
  note: null,
  tags: ['x', 'yy'],
  many: [],
  place: { room: 'R1', floor: 2 },
  position: 0,
};

const generated = generateShapes([entry]);
const fns = functionTable(generated.functions);
const text = firestorePart([entry]);
const printed = new RulesInterpreter(
  text
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n'),
);

/** The conditions and the printed text decide alike; this is their answer. */
function decide(value: unknown): boolean {
  const verdict = evaluate({ kind: 'call', fn: 'isTest' }, value, fns);
  expect(printed.accepts('isTest', value), JSON.stringify(value)).toBe(verdict);
  return verdict;
}

describe('the generated function of a small schema', () => {
  it('writes each construct in the rules language', () => {
    for (const line of [
      // z.string with z.trim, z.minLength, z.maxLength (named): the minimum counts trimmed.
      'data.name is string && data.name.trim().size() >= 1 && data.name.size() <= noteMax()',
      // z.regex: anchored, \d as [0-9], an escaped dot in a class.
      "data.code is string && data.code.matches('^[A-Z][0-9]{2}[.]x$')",
      // z.enum: the marked list, or the values themselves.
      'data.kind in testKinds()',
      "data.size in ['s', 'm']",
      'data.done is bool',
      // z.int with bounds; z.number.
      'data.count is int && data.count >= 0 && data.count <= noteMax()',
      'data.ratio is number && data.ratio >= 0 && data.ratio <= 1',
      // A union of consecutive integers: its bounds, no list of numbers.
      'data.step is int && data.step >= 1 && data.step <= noteMax()',
      // z.nullable, z.optional.
      '(data.note == null || (data.note is string && data.note.size() <= noteMax()))',
      "(!('extra' in data) || data.extra is string)",
      // z.array with maxLength: its size, and each item place by place (at most PLACES_MAX).
      'data.tags is list && data.tags.size() <= 2',
      '(data.tags.size() < 2 || isTestTagsItem(data.tags[1]))',
      // A longer list: its size only.
      'data.many is list && data.many.size() <= manyMax()',
      // A nested object: its own function; a marked map's entry.
      'isTestPlace(data.place)',
      'v.floor is int && v.floor >= 1 && v.floor <= testMax().floor',
      // Keys: exactly the schema's and the adapter's.
      "data.keys().hasOnly(['name', 'code', 'kind', 'size', 'done', 'count', 'ratio', 'step',",
    ])
      expect(text).toContain(line);
    // The marked values it reads, once each, before the functions.
    expect(
      text.match(/\/\/ shared: TEST\.noteMax\n {4}function noteMax\(\) \{\n {6}return 5;/g),
    ).toHaveLength(1);
    expect(text).toContain("return ['a', 'b', 'c'];");
    expect(text).toContain("return {'floor': 9};");
  });

  it('accepts a valid record and refuses each kind of wrong one', () => {
    expect(decide(valid)).toBe(true);
    expect(decide({ ...valid, extra: 'ada' })).toBe(true);
    expect(decide({ ...valid, note: 'abc' })).toBe(true);
    for (const wrong of [
      { name: '   ' },
      { name: 'terlalu panjang' },
      { name: 5 },
      { code: 'a12.x' },
      { code: 'A12x' },
      { kind: 'd' },
      { size: 'l' },
      { done: 'no' },
      { count: 6 },
      { count: -1 },
      { count: 1.5 },
      { ratio: 2 },
      { ratio: '0.5' },
      { step: 0 },
      { step: 6 },
      { note: 'panjang sekali' },
      { extra: 1 },
      { tags: ['x', 'y', 'z'] },
      { tags: [''] },
      { tags: ['x', 'panjang'] },
      { tags: 'x' },
      { many: Array.from({ length: 51 }, () => 'x') },
      { place: { room: 'R1', floor: 10 } },
      { place: { room: 'R1' } },
      { place: { room: 'R1', floor: 1, wing: 'A' } },
      { place: null },
      { position: -1 },
      { unknown: true },
    ])
      expect(decide({ ...valid, ...wrong }), JSON.stringify(wrong)).toBe(false);
    const { position: _position, ...withoutPosition } = valid;
    expect(decide(withoutPosition)).toBe(false);
  });
});

describe('what stops the generator', () => {
  const run = (change: Partial<ShapeEntry>) => () => generateShapes([{ ...entry, ...change }]);

  it('a number of the schema no marked function holds', () => {
    expect(run({ names: { ...entry.names, 'name.maxLength': undefined! } })).toThrow(
      /name\.maxLength is 5: name the marked function/,
    );
  });

  it('a marked function holding another value than the schema', () => {
    const other = named<number>({ fn: 'otherMax', marker: 'TEST.other', value: 6 });
    expect(run({ names: { ...entry.names, 'name.maxLength': other } })).toThrow(
      /name\.maxLength is 5 in the schema but otherMax\(\) is 6/,
    );
  });

  it('a refinement without a format, and a format of a field the schema lacks', () => {
    const refined = z.object({ link: z.string().check(z.refine((s) => s.startsWith('https'))) });
    expect(() => generateShapes([{ fn: 'isLink', schema: refined, from: 'test' }])).toThrow(
      /link has a refinement the rules cannot read/,
    );
    expect(() =>
      generateShapes([
        { fn: 'isLink', schema: refined, from: 'test', formats: { link: FORMATS.httpLink } },
      ]),
    ).not.toThrow();
    expect(run({ formats: { nothing: FORMATS.day } })).toThrow(/formats:nothing/);
  });

  it('a construct it has no rule for', () => {
    const record = z.object({ map: z.record(z.string(), z.string()) });
    expect(() => generateShapes([{ fn: 'isMap', schema: record, from: 'test' }])).toThrow(/map/);
  });
});

describe('patterns in the rules’ dialect', () => {
  it.each([
    ['^[A-Za-z0-9_-]{22}$', '^[A-Za-z0-9_-]{22}$'],
    ['^\\/api\\/documents\\/[A-Za-z0-9_-]{22}\\.pdf$', '^/api/documents/[A-Za-z0-9_-]{22}[.]pdf$'],
    ['^(?:|20\\d{2})$', '^(?:|20[0-9]{2})$'],
    ['^[\\d.]+\\?$', '^[0-9.]+[?]$'],
    ['^\\s\\S$', '^\\s\\S$'],
  ])('%s is written %s', (source, rules) => {
    expect(rulesPattern(source)).toBe(rules);
    for (const sample of ['', '2023', 'abc', '/api/documents/AAAAAAAAAAAAAAAAAAAAAA.pdf', '1.2?'])
      expect(new RegExp(`^(?:${rules})$`, 'u').test(sample)).toBe(new RegExp(source).test(sample));
  });

  it.each([
    ['abc', /anchored/],
    ['^a|b$', /top-level \|/],
    ['^(?=a)a$', /lookaround/],
    ['^\\bword$', /not written the same/],
  ])('refuses %s', (source, error) => {
    expect(() => rulesPattern(source)).toThrow(error);
  });

  it('refuses a flag', () => {
    expect(() => rulesPattern('^a$', 'i')).toThrow(/flags/);
  });
});

describe.each(Object.entries(FORMATS) as [string, Format][])('the format %s', (_name, format) => {
  const table = functionTable([]);
  const decides = (text: string) => evaluate(format.cond, text, table);

  it('accepts and refuses its samples as the shared check does', () => {
    for (const text of format.samples.accept) {
      expect(decides(text), `accepts ${JSON.stringify(text)}`).toBe(true);
      if (format.shared) expect(format.shared(text), `shared: ${JSON.stringify(text)}`).toBe(true);
    }
    for (const text of format.samples.refuse) {
      expect(decides(text), `refuses ${JSON.stringify(text)}`).toBe(false);
      if (format.shared) expect(format.shared(text), `shared: ${JSON.stringify(text)}`).toBe(false);
    }
  });
});
