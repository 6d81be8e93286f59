/**
 * Issue 36 item 2's case: a field added to a declared collection's schema. Before the rules were
 * generated, every test here passed while Firebase refused every write setting the field. Here a
 * scratch copy of the Risalah schema (in memory: the real one is untouched) gains `catatan`; the
 * generator then writes another part than the committed one, so the stale-rules test
 * (firestore-rules-generated.test.ts) fails until `npm run rules`, and the regenerated rules
 * accept the record with its new field, where the committed ones refuse it.
 */
import fs from 'node:fs';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { RESOURCE_FIXTURES } from '../contract/support/resource-fixtures';
import { recordDocData } from '../../src/renderer/src/backend/firebase/resource-mapping';
import { risalahInputSchema, type RisalahInput } from '../../src/shared/keterbukaan/risalah';
import { risalahResource } from '../../src/shared/keterbukaan/risalah-resource';
import { accepts, functionTable } from '../../scripts/rules/evaluate';
import { firestorePart, generateShapes } from '../../scripts/rules/generate';
import { asWritten, generatedPart } from '../../scripts/rules/markers';
import { FIRESTORE_ENTRIES } from '../../scripts/rules/rules-parts';
import { RulesInterpreter } from './support/rules-interpreter';

const committed = generatedPart(fs.readFileSync('firestore.rules', 'utf8'), 'firestore.rules');

/** The entries with the Risalah schema replaced by a copy with one more field. */
const withCatatan = FIRESTORE_ENTRIES.map((entry) =>
  entry.resource === risalahResource.name
    ? { ...entry, schema: z.extend(entry.schema, { catatan: z.string() }) }
    : entry,
);

const minute = RESOURCE_FIXTURES.risalah.valid[0];
const stored = (input: object) => recordDocData(input as RisalahInput, 0, risalahResource);

describe('a field added to a declared collection’s schema', () => {
  const changed = firestorePart(withCatatan);

  it('changes the generated part, so the stale-rules test fails until npm run rules', () => {
    // The committed part is what the real schemas make…
    expect(committed).toBe(asWritten(firestorePart(FIRESTORE_ENTRIES)));
    // …and no longer what the changed schema makes.
    expect(asWritten(changed)).not.toBe(committed);
    const isRisalah = /function isRisalah\(data\) \{[\s\S]*?\n {4}\}/.exec(changed)?.[0] ?? '';
    expect(isRisalah).toContain("'catatan'");
    expect(isRisalah).toContain('data.catatan is string');
  });

  it('is accepted by the regenerated rules and refused by the committed ones', () => {
    const record = stored({ ...minute, catatan: 'Dibahas ulang pekan depan.' });
    const before = functionTable(generateShapes(FIRESTORE_ENTRIES).functions);
    const after = functionTable(generateShapes(withCatatan).functions);
    expect(accepts(after, 'isRisalah', record)).toBe(true);
    expect(accepts(before, 'isRisalah', record)).toBe(false);

    const printedAfter = new RulesInterpreter(changed);
    const printedBefore = new RulesInterpreter(committed);
    expect(printedAfter.accepts('isRisalah', record)).toBe(true);
    expect(printedBefore.accepts('isRisalah', record)).toBe(false);

    // The new field is part of the shape: required, and a text.
    expect(printedAfter.accepts('isRisalah', stored(minute))).toBe(false);
    expect(printedAfter.accepts('isRisalah', stored({ ...minute, catatan: 3 }))).toBe(false);
    expect(printedBefore.accepts('isRisalah', stored(minute))).toBe(true);
  });

  it('leaves the real schema as it was', () => {
    expect(Object.keys(risalahInputSchema.shape)).not.toContain('catatan');
  });
});
