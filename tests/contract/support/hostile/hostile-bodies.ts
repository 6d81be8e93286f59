import fc from 'fast-check';
import {
  anyJson,
  expandMarkers,
  hostileKey,
  hugeString,
  notBoolean,
  notNumber,
  notString,
  nullProtoObject,
  oddString,
} from './hostile-values';

/** What a route's body holds, as far as the fuzz needs to know to break it for sure. */
export type FieldKind =
  'string' | 'email' | 'nullableString' | 'boolean' | 'step' | 'stringArray' | 'answers';

export interface BodyShape {
  fields: Record<string, FieldKind>;
  /** Fields the route cannot do without; one of them may be left out to break the body. */
  required: readonly string[];
}

const plausible = (kind: FieldKind, bigBodies: boolean): fc.Arbitrary<unknown> => {
  const text = fc.oneof(
    { weight: 12, arbitrary: oddString },
    { weight: 1, arbitrary: hugeString(bigBodies) },
    { weight: 1, arbitrary: fc.constantFrom('master@bem.demo', 'demo-bem-2025', 'verify') },
  );
  switch (kind) {
    case 'string':
    case 'email':
      return text;
    case 'nullableString':
      return fc.oneof(fc.constant(null), text);
    case 'boolean':
      return fc.boolean();
    case 'step':
      return fc.constantFrom(1, 2, 3);
    case 'stringArray':
      return fc.array(text, { maxLength: 4 });
    case 'answers':
      return fc
        .array(fc.tuple(hostileKey, text), { maxLength: 5 })
        .map((entries) => nullProtoObject(entries));
  }
};

/** A value the field's schema refuses whatever else the body holds. */
const wrong = (kind: FieldKind): fc.Arbitrary<unknown> => {
  switch (kind) {
    case 'string':
    case 'email':
      return notString(true);
    case 'nullableString':
      return notString(false);
    case 'boolean':
      return notBoolean;
    case 'step':
      return notNumber;
    case 'stringArray':
      return fc.oneof(
        fc.constantFrom('a,b', 1, null, {}),
        fc.array(notString(true), { minLength: 1, maxLength: 3 }),
      );
    case 'answers':
      return fc.oneof(
        fc.constantFrom(null, 'a', 1, [], [['a', 'b']]),
        fc
          .tuple(oddString, notString(true))
          .map(([key, value]) => nullProtoObject([[key || 'k', value]])),
      );
  }
};

/**
 * An object body of the route's shape that is invalid by construction: plausible (hostile) values,
 * extra keys, and always one field of the wrong type or one required field left out.
 */
export function brokenObject(shape: BodyShape, bigBodies = false): fc.Arbitrary<object> {
  const keys = Object.keys(shape.fields);
  const values = fc.tuple(...keys.map((key) => plausible(shape.fields[key]!, bigBodies)));
  const present = fc.array(fc.boolean(), { minLength: keys.length, maxLength: keys.length });
  const breakage = fc.oneof(
    fc
      .constantFrom(...keys)
      .chain((key) => wrong(shape.fields[key]!).map((value) => ({ key, value, drop: false }))),
    ...(shape.required.length > 0
      ? [fc.constantFrom(...shape.required).map((key) => ({ key, value: null, drop: true }))]
      : []),
  );
  const extras = fc.array(fc.tuple(hostileKey, anyJson), { maxLength: 3 });
  return fc.tuple(values, present, breakage, extras).map(([vals, keep, broken, extra]) => {
    const entries: [string, unknown][] = [];
    keys.forEach((key, index) => {
      if (key !== broken.key && keep[index]) entries.push([key, vals[index]]);
    });
    for (const [key, value] of extra) if (!(key in shape.fields)) entries.push([key, value]);
    if (!broken.drop) entries.push([broken.key, broken.value]);
    return nullProtoObject(entries);
  });
}

/** A body of the wrong shape altogether: not an object, or an empty one where fields are needed. */
export const wrongShapeBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, 0, true, 'teks', [], [{}], ''),
  anyJson.filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
);

// ---- how a body travels ----

export const ENCODINGS = [
  'json',
  'json-charset-utf8',
  'json-upper-case',
  'json-charset-utf16',
  'json-charset-latin1',
  'json-charset-quoted',
  'json-params-junk',
  'vnd-json',
  'json-no-content-type',
  'json-empty-body',
  'json-truncated',
  'json-invalid-utf8',
  'json-bom',
  'json-proto-poison',
  'json-constructor-poison',
  'json-duplicate-keys',
  'text-plain',
  'form-urlencoded',
  'multipart',
  'content-type-garbage',
  'content-type-empty',
  'octet-stream',
] as const;
export type Encoding = (typeof ENCODINGS)[number];

export const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Encoding>('json') },
  { weight: 6, arbitrary: fc.constantFrom(...ENCODINGS) },
);

const JSON_TYPE = 'application/json';

/**
 * Every key of an object body sent twice, a harmless value first: parsers keep the last, so the
 * body stays broken, while code that reads the first would see something else.
 */
function duplicateKeys(value: unknown, json: string): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return json;
  const keys = Object.keys(value);
  if (keys.length === 0) return json;
  return `{${keys.map((key) => `${JSON.stringify(key)}:"x"`).join(',')},${json.slice(1)}`;
}

/** The headers and bytes of a body sent the given way. */
export function encodeBody(
  value: unknown,
  how: Encoding,
): { headers: Record<string, string>; body: Buffer } {
  const json = expandMarkers(JSON.stringify(value) ?? 'null');
  const utf8 = (text: string, type?: string) => ({
    headers: type === undefined ? ({} as Record<string, string>) : { 'content-type': type },
    body: Buffer.from(text, 'utf8'),
  });
  switch (how) {
    case 'json':
      return utf8(json, JSON_TYPE);
    case 'json-charset-utf8':
      return utf8(json, `${JSON_TYPE}; charset=utf-8`);
    case 'json-upper-case':
      return utf8(json, 'APPLICATION/JSON; CHARSET=UTF-8');
    case 'json-charset-utf16':
      return {
        headers: { 'content-type': `${JSON_TYPE}; charset=utf-16le` },
        body: Buffer.from(json, 'utf16le'),
      };
    case 'json-charset-latin1':
      return utf8(json, `${JSON_TYPE}; charset=iso-8859-1`);
    case 'json-charset-quoted':
      return utf8(json, `${JSON_TYPE}; charset="utf-8"; charset=utf-7`);
    case 'json-params-junk':
      return utf8(json, `${JSON_TYPE};;; boundary=x; =; a="`);
    case 'vnd-json':
      return utf8(json, 'application/vnd.api+json');
    case 'json-no-content-type':
      return utf8(json);
    case 'json-empty-body':
      return utf8('', JSON_TYPE);
    case 'json-truncated':
      return utf8(json.slice(0, Math.max(1, Math.floor(json.length / 2))), JSON_TYPE);
    case 'json-invalid-utf8':
      // In an array, so the body stays of the wrong shape whatever the parser makes of the bytes.
      return {
        headers: { 'content-type': JSON_TYPE },
        body: Buffer.concat([
          Buffer.from('["'),
          Buffer.from([0xed, 0xa0, 0x80, 0xff, 0xfe, 0xc0, 0xaf]),
          Buffer.from('",'),
          Buffer.from(json),
          Buffer.from(']'),
        ]),
      };
    case 'json-bom':
      return utf8(`\uFEFF${json}`, JSON_TYPE);
    case 'json-proto-poison':
      return utf8(`{"__proto__":{"role":"master","isAdmin":true},"x":${json}}`, JSON_TYPE);
    case 'json-constructor-poison':
      return utf8(`{"constructor":{"prototype":{"role":"master"}},"x":${json}}`, JSON_TYPE);
    case 'json-duplicate-keys':
      return utf8(duplicateKeys(value, json), JSON_TYPE);
    case 'text-plain':
      return utf8(json, 'text/plain; charset=utf-8');
    case 'form-urlencoded':
      return utf8(`data=${encodeURIComponent(json)}&email=x`, 'application/x-www-form-urlencoded');
    case 'multipart':
      return utf8(
        `--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n${json}\r\n--b--\r\n`,
        'multipart/form-data; boundary=b',
      );
    case 'content-type-garbage':
      return utf8(json, 'application/');
    case 'content-type-empty':
      return utf8(json, '');
    case 'octet-stream':
      return utf8(json, 'application/octet-stream');
  }
}
