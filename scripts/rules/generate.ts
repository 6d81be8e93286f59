import * as z from 'zod/mini';
import type { ShapeEntry } from './entry';
import type { Format } from './formats';
import { convertShape } from './from-json-schema';
import type { Cond, RulesFunction, SharedValue } from './ir';
import { toJsonSchema } from './json-schema';
import { comment, printFunction, printShared } from './print-rules';

/**
 * The generated parts: firestore.rules' record shapes (with the marked values and formats they
 * use) and storage.rules' size and type limits, as conditions (for evaluate.ts) and as text.
 */

export interface GeneratedRules {
  /** Every function of the part, record shapes last; evaluate.ts takes them as they are. */
  functions: RulesFunction[];
  /** The marked values they read, in the order first read. */
  shared: SharedValue[];
}

/** Calls and marked values a condition reads. */
function visit(c: Cond, onCall: (fn: string) => void, onShared: (s: SharedValue) => void): void {
  switch (c.kind) {
    case 'length':
    case 'size':
    case 'range':
      if (c.n.shared) onShared(c.n.shared);
      return;
    case 'matches':
      if (c.pattern.shared) onShared(c.pattern.shared);
      return;
    case 'in':
      if (c.choices.shared) onShared(c.choices.shared);
      return;
    case 'call':
      onCall(c.fn);
      return;
    case 'field':
    case 'items':
      visit(c.cond, onCall, onShared);
      return;
    case 'all':
    case 'any':
      for (const x of c.conds) visit(x, onCall, onShared);
      return;
    default:
      return;
  }
}

function describe(entry: ShapeEntry, sizedOnly: readonly string[]): string[] {
  const lines = [`${entry.from}.`];
  const adds = Object.entries(entry.adds ?? {}).map(
    ([key, schema]) => `${key}${schema._zod.optin === 'optional' ? ' (optional)' : ''}`,
  );
  if (adds.length > 0) lines.push(`The Firebase adapter adds: ${adds.join(', ')}.`);
  if (entry.stamped?.length)
    lines.push(`Always written by the declaration's stamp: ${entry.stamped.join(', ')}.`);
  for (const [path, format] of Object.entries(entry.formats ?? {}))
    lines.push(`${path}: ${format.about}.`);
  if (sizedOnly.length > 0)
    lines.push(
      `By size only (the rules have no loop; the adapter checks each item): ${sizedOnly.join(', ')}.`,
    );
  for (const [path, why] of Object.entries(entry.byHand ?? {}))
    lines.push(`Not here, ${path}: ${why}.`);
  return lines;
}

/** The functions of `entries`, as conditions. */
export function generateShapes(entries: readonly ShapeEntry[]): GeneratedRules {
  const names = new Map<z.ZodMiniType, string>(entries.map((e) => [e.schema, e.fn]));
  const known = new Set(entries.map((e) => e.fn));
  const formats = new Map<string, Format>();
  for (const entry of entries)
    for (const format of Object.values(entry.formats ?? {}))
      if (format.fn) {
        known.add(format.fn);
        formats.set(format.fn, format);
      }
  const shapes: RulesFunction[] = [];
  for (const entry of entries) {
    const schema = entry.adds ? z.extend(entry.schema, entry.adds) : entry.schema;
    const { fn, helpers, sizedOnly } = convertShape(entry, toJsonSchema(schema, names), known);
    shapes.push(...helpers, { ...fn, comment: describe(entry, sizedOnly) });
  }
  const called = new Set<string>();
  const shared: SharedValue[] = [];
  const formatFns: RulesFunction[] = [];
  const read = (cond: Cond) =>
    visit(
      cond,
      (fn) => {
        const format = formats.get(fn);
        if (!format || called.has(fn)) return;
        called.add(fn);
        formatFns.push({ fn, param: 'v', cond: format.cond, comment: [`${format.about}.`] });
        read(format.cond);
      },
      (s) => {
        if (!shared.includes(s)) shared.push(s);
      },
    );
  for (const shape of shapes) read(shape.cond);
  const fnNames = [...formatFns, ...shapes].map((f) => f.fn);
  const twice = fnNames.filter((name, i) => fnNames.indexOf(name) !== i);
  if (twice.length > 0) throw new Error(`functions named twice: ${twice.join(', ')}`);
  for (const s of shared)
    if (shared.some((other) => other !== s && other.fn === s.fn))
      throw new Error(`${s.fn}: two marked values of one name`);
  return { functions: [...formatFns, ...shapes], shared };
}

const FIRESTORE_ABOUT =
  'Written by `npm run rules` (scripts/rules) from the zod schemas and values of src/shared: ' +
  "each declared collection's record shape with what the Firebase adapter adds, and the marked " +
  'values and formats those read. The match blocks around it keep who may write, when, and the ' +
  'checks across fields or documents a schema cannot say. tests/lint/firestore-rules-generated' +
  '.test.ts fails when this part is not what the generator writes now.';

/** The text between the markers of firestore.rules. */
export function firestorePart(entries: readonly ShapeEntry[]): string {
  const { functions, shared } = generateShapes(entries);
  return [
    comment(FIRESTORE_ABOUT).join('\n'),
    ...shared.map(printShared),
    ...functions.map(printFunction),
  ].join('\n\n');
}

const STORAGE_ABOUT =
  'Written by `npm run rules` (scripts/rules) from src/shared: the size and type limits of ' +
  'uploads. Who may upload stays hand-written below.';

/** The text between the markers of storage.rules. */
export function storagePart(values: readonly SharedValue[]): string {
  return [comment(STORAGE_ABOUT).join('\n'), ...values.map(printShared)].join('\n\n');
}
