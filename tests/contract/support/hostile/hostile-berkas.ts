import fc from 'fast-check';
import type { FormField } from '../../../../src/shared/berkas/form-fields';
import { brokenObject } from './hostile-bodies';
import { hostileKey, hugeMarker, notString, nullProtoObject, oddString } from './hostile-values';

/**
 * Bodies of the SI-BERKAS intake and correction: answers keyed by the live form's field names,
 * with hostile values and bad data URLs, always one answer the form refuses.
 */

const pdf = (text: string, name = 'proposal.pdf') =>
  `data:application/pdf;base64,${Buffer.from(text).toString('base64')};name=${encodeURIComponent(name)}`;

/** Data URLs the intake must refuse: bad base64, no or empty name, refused types, garbage. */
export const badDataUrl: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'data:application/pdf;base64,!!!!;name=a.pdf',
    'data:application/pdf;base64,QUJD',
    'data:application/pdf;base64,QUJD;name=',
    'data:application/pdf;base64,QUJD;name=%E0%A4%A',
    'data:application/pdf;base64,QUJD;name=%20%20',
    'data:application/pdf;base64,QU=JD;name=a.pdf',
    'data:application/pdf,QUJD;name=a.pdf',
    'data:application/x-msdownload;base64,TVqQ;name=setup.exe',
    'data:;base64,QUJD;name=a.pdf.exe',
    'data:text/html;base64,PHNjcmlwdD4=;name=..%2F..%2Findex.html',
    'data:application/pdf;base64,QUJD;name=noextension',
    'data:application/pdf;base64,QUJD;name=%00.pdf%00.sh',
    'data:',
    'data:;name=a.pdf',
    `data:application/pdf;base64,QUJD;name=${'a'.repeat(300_000)}.exe`,
  ),
  fc
    .tuple(fc.constantFrom('image/png', '', 'x/y', 'application/pdf'), oddString)
    .map(
      ([type, name]) => `data:${type};base64,@@${Buffer.from(name).toString('hex')};name=${name}`,
    ),
);

/** Acceptable-looking answers by type (hostile text where the type takes any text). */
const plausibleAnswer = (field: FormField, bigBodies: boolean): fc.Arbitrary<unknown> => {
  switch (field.type) {
    case 'select':
      return fc.constantFrom(...(field.options.length > 0 ? field.options : ['x']));
    case 'date':
      return fc.constantFrom('2026-12-05', '2030-01-31');
    case 'email':
      return fc.constantFrom('pengaju@example.ac.id', 'a@b.id');
    case 'url':
      return fc.constantFrom('https://drive.example.com/berkas', 'http://x.id/%2e%2e');
    case 'number':
      return fc.constantFrom('12', '-0', '1e3');
    case 'file':
      return fc.oneof(
        {
          weight: 40,
          arbitrary: fc.oneof(
            fc.constant(pdf('isi berkas')),
            fc.constantFrom('https://drive.example.com/berkas'),
            fc.constant(pdf('nama aneh', '\u202Egpj.pdf')),
            fc.constant(pdf('nama panjang', `${'n'.repeat(5_000)}.pdf`)),
            badDataUrl,
          ),
        },
        // Rare: 31 MiB of base64, near the intake's body limit (and over the 5 MB file limit).
        ...(bigBodies
          ? [
              {
                weight: 1,
                arbitrary: fc.constant(
                  `data:application/pdf;base64,${hugeMarker('nearIntakeLimit')};name=besar.pdf`,
                ),
              },
            ]
          : []),
      );
    default:
      return fc.oneof(fc.constantFrom('Seminar Reaktor', '0812'), oddString);
  }
};

/** Text the typed fields refuse. */
const BAD_TEXT: Partial<Record<FormField['type'], string>> = {
  date: '2026-13-45',
  email: 'bukan@',
  url: 'javascript:alert(1)',
  number: '1,5',
};

/** One answer the field refuses for sure (for a required field, leaving it out is one way). */
const refused = (
  field: FormField,
  correction: boolean,
): fc.Arbitrary<{ drop: boolean; value: unknown }> => {
  const kinds: fc.Arbitrary<{ drop: boolean; value: unknown }>[] = [
    notString(true).map((value) => ({ drop: false, value })),
  ];
  // A correction may leave a file field empty (the stored file is kept).
  const mayBeEmpty = !field.required || (correction && field.type === 'file');
  if (!mayBeEmpty)
    kinds.push(fc.constantFrom({ drop: true, value: null }, { drop: false, value: ' \t\n ' }));
  if (field.type === 'select')
    kinds.push(
      oddString
        .filter((text) => text.trim() !== '' && !field.options.includes(text.trim()))
        .map((value) => ({ drop: false, value })),
    );
  if (field.type === 'file') kinds.push(badDataUrl.map((value) => ({ drop: false, value })));
  const badText = BAD_TEXT[field.type];
  if (badText) kinds.push(fc.constant({ drop: false, value: badText }));
  return fc.oneof(...kinds);
};

/** Answers for the given fields with at least one the form refuses, plus hostile extra keys. */
function brokenAnswers(
  fields: readonly FormField[],
  bigBodies: boolean,
  correction: boolean,
): fc.Arbitrary<object> {
  const values = fc.tuple(...fields.map((field) => plausibleAnswer(field, bigBodies)));
  const breakage = fc
    .constantFrom(...fields.map((_field, index) => index))
    .chain((index) => refused(fields[index]!, correction).map((how) => ({ index, ...how })));
  const extras = fc.array(fc.tuple(hostileKey, fc.oneof(oddString, notString(true))), {
    maxLength: 3,
  });
  const present = fc.array(fc.boolean(), { minLength: fields.length, maxLength: fields.length });
  return fc.tuple(values, present, breakage, extras).map(([vals, keep, broken, extra]) => {
    const names = new Set(fields.map((field) => field.fieldName));
    const entries: [string, unknown][] = [];
    fields.forEach((field, index) => {
      // Required answers stay (only the breakage may leave one out); optional ones come and go.
      if (index !== broken.index && (field.required || keep[index]))
        entries.push([field.fieldName, vals[index]]);
    });
    for (const [key, value] of extra) if (!names.has(key)) entries.push([key, value]);
    if (!broken.drop) entries.push([fields[broken.index]!.fieldName, broken.value]);
    return nullProtoObject(entries);
  });
}

export const brokenIntake = (fields: readonly FormField[]): fc.Arbitrary<object> =>
  brokenAnswers(fields, true, false);

/**
 * A correction with the real ticket and revision code (so the answers are checked) and broken
 * answers, or a broken body of the right shape with made-up credentials.
 */
export function brokenCorrection(
  fields: readonly FormField[],
  fixture: { ticketId: string; revisionCode: string },
): fc.Arbitrary<unknown> {
  return fc.oneof(
    brokenAnswers(fields, true, true).map((answers) =>
      nullProtoObject([
        ['ticketId', fixture.ticketId],
        ['revisionCode', fixture.revisionCode],
        ['answers', answers],
      ]),
    ),
    brokenObject(
      {
        fields: { ticketId: 'string', revisionCode: 'string', answers: 'answers' },
        required: ['ticketId', 'revisionCode', 'answers'],
      },
      true,
    ),
  );
}
