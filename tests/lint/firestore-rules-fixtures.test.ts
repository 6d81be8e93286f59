/**
 * The generated record shapes of firestore.rules against the records the Firebase adapter
 * writes, without the emulator (it needs Java): each valid fixture of the declared collections
 * (tests/contract/support/resource-fixtures.ts), parsed, stamped and turned into its document as
 * the adapter does (resource-api.ts: recordDocData, with `position` and the derived fields), is
 * accepted; what the schema refuses for a shape reason is refused. Each is decided twice: by the
 * conditions (scripts/rules/evaluate.ts) and by running the printed text of firestore.rules
 * (support/rules-interpreter.ts), which must agree.
 */
import fs from 'node:fs';
import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { RESOURCE_FIXTURES } from '../contract/support/resource-fixtures';
import { recordDocData } from '../../src/renderer/src/backend/firebase/resource-mapping';
import { stampContextOf, stampRecord } from '../../src/shared/resources/record-stamp';
import type { AnyResource } from '../../src/shared/resources/resource';
import { accepts, functionTable } from '../../scripts/rules/evaluate';
import { generateShapes } from '../../scripts/rules/generate';
import { toJsonSchema } from '../../scripts/rules/json-schema';
import { generatedPart } from '../../scripts/rules/markers';
import { FIRESTORE_ENTRIES } from '../../scripts/rules/rules-parts';
import { RulesInterpreter } from './support/rules-interpreter';

const fns = functionTable(generateShapes(FIRESTORE_ENTRIES).functions);
const printed = new RulesInterpreter(
  generatedPart(fs.readFileSync('firestore.rules', 'utf8'), 'firestore.rules'),
);
const fnOf = (resource: AnyResource) => {
  const entry = FIRESTORE_ENTRIES.find((e) => e.resource === resource.name);
  if (!entry) throw new Error(`${resource.name}: no entry`);
  return entry;
};

/** What both readings of the rules say of `doc`; they must agree. */
function decide(fn: string, doc: unknown): boolean {
  const byConditions = accepts(fns, fn, doc);
  expect(printed.accepts(fn, doc), `${fn}: the printed rules and the conditions disagree`).toBe(
    byConditions,
  );
  return byConditions;
}

const NOW = new Date('2026-03-07T03:04:05.678Z');

/**
 * The document the adapter writes for `input` (a create, by an account without a ministry).
 * Refused input, or any with `asSent`, is written as it came, as a client bypassing the adapter
 * could: the parse would trim, make names plain and drop unknown keys.
 */
function docOf(
  resource: AnyResource,
  input: unknown,
  position = 3,
  asSent = false,
): Record<string, unknown> {
  const parsed = safeParse(resource.input, input);
  const record = parsed.success && !asSent ? parsed.data : input;
  const stamped = stampRecord(
    resource,
    record,
    stampContextOf({ kementerian: null }, [], undefined, NOW),
  );
  return recordDocData(stamped, position, resource);
}

/**
 * Refused inputs whose reason is not the record's shape: a rule between fields or records, which
 * the hand-written part of the rules checks (or, for a list's rows, the adapter alone).
 */
const NOT_A_SHAPE: Partial<Record<keyof typeof RESOURCE_FIXTURES, string>> = {
  'form-fields': 'a select without options: isFormFieldUsable',
  tentang: 'a script address as a contact: isTentangContent',
  anggaran: 'no approved amount past planning: isAnggaranProgramTotals',
  'standar-biaya': 'a row of a list checked by size only',
  'pertanyaan-sc': 'a select without choices: isScQuestionChoices',
  penanggalan: 'the end before the start: isActivityTime',
};

const fixtures = Object.entries(RESOURCE_FIXTURES) as [
  keyof typeof RESOURCE_FIXTURES,
  (typeof RESOURCE_FIXTURES)[keyof typeof RESOURCE_FIXTURES],
][];

describe.each(fixtures)('%s: the generated shape', (name, fixture) => {
  const resource = fixture.resource as AnyResource;
  const { fn } = fnOf(resource);

  it('accepts every valid record as the adapter writes it', () => {
    for (const input of fixture.valid) {
      const doc = docOf(resource, input);
      expect(decide(fn, doc), JSON.stringify(doc)).toBe(true);
    }
  });

  it('accepts the record at any place, and refuses a place that is not one', () => {
    const input = fixture.valid[0];
    expect(decide(fn, docOf(resource, input, 0))).toBe(true);
    expect(decide(fn, docOf(resource, input, -1))).toBe(false);
    expect(decide(fn, docOf(resource, input, 1.5))).toBe(false);
  });

  it('refuses the invalid fixture where its reason is the shape', () => {
    const why = NOT_A_SHAPE[name];
    // Refused by the schema itself, or by the declaration's check (a rule between fields).
    expect(safeParse(resource.input, fixture.invalid.input).success && why === undefined).toBe(
      false,
    );
    const verdict = decide(fn, docOf(resource, fixture.invalid.input));
    if (why === undefined) expect(verdict, fixture.invalid.field).toBe(false);
  });

  it('refuses a key the schema does not know, and a missing one', () => {
    const doc = docOf(resource, fixture.valid[0]);
    expect(decide(fn, { ...doc, tambahan: 'x' })).toBe(false);
    for (const key of Object.keys(doc)) {
      const { [key]: _dropped, ...without } = doc;
      // A list's search keys: written by the adapter, absent from a record saved before them.
      const optional = key === resource.publicList?.search?.keysField;
      expect(decide(fn, without), `without ${key}`).toBe(optional);
    }
  });

  it('refuses what the schema refuses in each field: type, length, list size, choices', () => {
    const entry = fnOf(resource);
    const json = toJsonSchema(resource.input);
    const doc = docOf(resource, fixture.valid[0]);
    for (const [key, field] of Object.entries(json.properties ?? {})) {
      const mutations: unknown[] = [12345, { x: 1 }];
      if (field.maxLength !== undefined && entry.byHand?.[`${key}.maxLength`] === undefined)
        mutations.push('x'.repeat(field.maxLength + 1));
      if (field.maxItems !== undefined)
        mutations.push(Array.from({ length: field.maxItems + 1 }, () => doc[key]));
      if (field.enum) mutations.push('bukan pilihan');
      for (const value of mutations) {
        const input = { ...(fixture.valid[0] as object), [key]: value };
        if (safeParse(resource.input, input).success) continue;
        expect(decide(fn, { ...doc, [key]: value }), `${key} = ${JSON.stringify(value)}`).toBe(
          false,
        );
      }
    }
  });
});

describe('the embedded pieces, as the Firebase adapter stores them', () => {
  const image = {
    id: 'AAAAAAAAAAAAAAAAAAAAAA',
    url: 'https://firebasestorage.googleapis.com/v0/b/bem-km.appspot.com/o/images%2FAAAAAAAAAAAAAAAAAAAAAA.webp?alt=media&token=ab-12',
    thumbUrl:
      'https://firebasestorage.googleapis.com/v0/b/bem-km.appspot.com/o/images%2FAAAAAAAAAAAAAAAAAAAAAA.jpg?alt=media',
    width: 1200,
    height: 800,
    alt: 'Foto kegiatan',
  };

  it('an image of Cloud Storage, described; never another address', () => {
    const news = RESOURCE_FIXTURES.berita;
    const withImages = (gambar: unknown[]) =>
      docOf(news.resource, { ...news.valid[0], gambar }, 3, true);
    expect(decide('isNews', withImages([image, image]))).toBe(true);
    expect(
      decide('isNews', withImages([{ ...image, url: '/api/images/AAAAAAAAAAAAAAAAAAAAAA.webp' }])),
    ).toBe(false);
    expect(decide('isNews', withImages([{ ...image, alt: ' ' }]))).toBe(false);
    expect(decide('isNews', withImages([{ ...image, width: 1.5 }]))).toBe(false);
    expect(decide('isNews', withImages(Array.from({ length: 7 }, () => image)))).toBe(false);
    const organisation = RESOURCE_FIXTURES.organisasi;
    const logo = (value: unknown) =>
      docOf(organisation.resource, { ...organisation.valid[0], logo: value }, 3, true);
    expect(decide('isOrganisation', logo(image))).toBe(true);
    expect(decide('isOrganisation', logo({ ...image, extra: 1 }))).toBe(false);
  });

  it('an uploaded PDF, named plainly', () => {
    const documents = RESOURCE_FIXTURES.dokumen;
    const withFile = (berkas: unknown) =>
      docOf(documents.resource, { ...documents.valid[0], tautan: '', berkas }, 3, true);
    const id = 'BBBBBBBBBBBBBBBBBBBBBB';
    const file = { id, url: `/api/documents/${id}.pdf`, nama: 'sop.pdf', bytes: 1000 };
    expect(decide('isDocument', withFile(file))).toBe(true);
    expect(decide('isDocument', withFile({ ...file, nama: '.sop.pdf' }))).toBe(false);
    expect(decide('isDocument', withFile({ ...file, bytes: 0 }))).toBe(false);
  });

  it('a minute’s attachments, each an http(s) link', () => {
    const risalah = RESOURCE_FIXTURES.risalah;
    const withFiles = (lampiran: unknown[]) =>
      docOf(risalah.resource, { ...risalah.valid[0], lampiran }, 3, true);
    const file = { namaFile: 'Notulen.pdf', link: 'https://example.ac.id/notulen.pdf' };
    expect(decide('isRisalah', withFiles([file]))).toBe(true);
    expect(decide('isRisalah', withFiles([{ ...file, link: 'javascript:alert(1)' }]))).toBe(false);
    expect(decide('isRisalah', withFiles(Array.from({ length: 11 }, () => file)))).toBe(false);
  });
});
