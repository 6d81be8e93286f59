import fc from 'fast-check';

/**
 * The building blocks of hostile input: odd Unicode, values of the wrong type, deep nesting, huge
 * strings, prototype keys, path tricks and bad query strings.
 */

/** Characters that break naive code: RTL marks, NUL, lone surrogates, emoji, combining marks. */
const ODD_PIECES = [
  '\u202E',
  '\u200F',
  '\u200B',
  '\uFEFF',
  '\u0000',
  '\u0007',
  '\uD800',
  '\uDFFF',
  '\u2028',
  '👩‍👩‍👧‍👦',
  '🇮🇩',
  'e\u0301\u0301\u0301\u0301',
  'Z̴̡̧̛̖̗̘̙̜̝̞̟̠̤̥̦',
  '"',
  '\\',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '../',
  '%00',
  '\r\n',
  'ﬀ',
  'İ',
];

/** encodeURIComponent, except that a lone surrogate (which it refuses) is left raw. */
export const safeEncode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};

export const oddString: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...ODD_PIECES),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
    ),
    { maxLength: 6 },
  )
  .map((pieces) => pieces.join(''));

/**
 * Huge strings and very deep nesting travel through the generators as short markers, replaced in
 * the JSON text when it is sent: a failing case then prints readably, and nothing big is built
 * per run.
 */
const HUGE_SIZES = {
  k64: 64 * 1024,
  nearLimit: 1_000_000,
  overLimit: 1_100_000,
  nearIntakeLimit: 31 * 1024 * 1024,
  overIntakeLimit: 33 * 1024 * 1024,
} as const;
export type HugeSize = keyof typeof HUGE_SIZES;
const hugeTexts = new Map<string, string>();
export const hugeMarker = (size: HugeSize): string => `\u27E6huge:${size}\u27E7`;
export const deepMarker = (depth: number, kind: 'array' | 'object'): string =>
  `\u27E6deep:${kind}:${depth}\u27E7`;

const hugeText = (size: string): string => {
  let text = hugeTexts.get(size);
  if (!text) {
    text = 'A'.repeat(HUGE_SIZES[size as HugeSize]);
    hugeTexts.set(size, text);
  }
  return text;
};

/**
 * The JSON text with every marker replaced: a huge marker by its string (also inside a longer
 * string, such as a data URL), a deep marker (a whole JSON string) by the nested value.
 */
export function expandMarkers(json: string): string {
  return json
    .replace(/\u27E6huge:([a-zA-Z]+)\u27E7/g, (_all, size: string) => hugeText(size))
    .replace(/"\u27E6deep:(array|object):(\d+)\u27E7"/g, (_all, kind: string, depth: string) => {
      const n = Number(depth);
      return kind === 'array'
        ? `${'['.repeat(n)}1${']'.repeat(n)}`
        : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    });
}

/** Sizes around the general body limit (1 MiB), and around the intake's 32 MiB for routes that take files. */
export const hugeString = (bigBodies: boolean): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 6, arbitrary: fc.constantFrom<HugeSize>('k64', 'nearLimit', 'overLimit') },
      ...(bigBodies
        ? [
            {
              weight: 1,
              arbitrary: fc.constantFrom<HugeSize>('nearIntakeLimit', 'overIntakeLimit'),
            },
          ]
        : []),
    )
    .map(hugeMarker);

/** Keys that poison naive object handling. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTO_KEYS, '', ' ', 'a.b', 'a[b]', '$where', '0', '-1'),
  oddString,
);

/** A nested value `depth` levels deep, built without recursion. */
export function deepValue(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'dasar';
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/**
 * A JSON-able value (objects with a null prototype, so `__proto__` can be an own key), used for
 * extra fields and for whole bodies of the wrong shape.
 */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(1e308, -0, 2 ** 53 + 1),
    ),
    oddString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
      .map((entries) => nullProtoObject(entries)),
  ),
})).value;

export function nullProtoObject(entries: readonly (readonly [string, unknown])[]): object {
  const object = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of entries) object[key] = value;
  return object;
}

/**
 * Anything but a string (null included: nullable fields use `notString(false)`). No NaN or
 * Infinity: JSON sends them as null, which a nullable field accepts.
 */
export const notString = (allowNull = true): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    ...(allowNull ? [fc.constant(null)] : []),
    fc.array(oddString, { maxLength: 3 }),
    fc.constantFrom({}, { toString: 'x' }, [[[[]]]]),
    fc.integer({ min: 2, max: 200 }).map((depth) => deepValue(depth, 'object')),
    fc
      .tuple(
        fc.constantFrom(1_000, 20_000, 150_000),
        fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>,
      )
      .map(([depth, kind]) => deepMarker(depth, kind)),
  );

export const notBoolean: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('true', 'false', 0, 1, null, [], {}, 'ya'),
  oddString,
);

export const notNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('1', null, true, [], {}, 'NaN', '1e309'),
  oddString,
);

// ---- paths and query strings ----

const PATH_TRICKS = [
  '..',
  '../..',
  '../../../../etc/passwd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '..%2f..%2fportal.sqlite',
  '%2F',
  '%00',
  'x%00.pdf',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '%FF',
  '.',
  '~',
  ';',
  'a;b=c',
  '%20',
  '%0d%0aSet-Cookie:%20x=y',
  '\u202Eevil',
  '🦄',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  '-1',
  '0',
  '1e309',
  "' OR '1'='1",
];

/** One path segment that names nothing: tricks, very long ids, Unicode, random text. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PATH_TRICKS),
  fc.constantFrom('a'.repeat(65), 'Z'.repeat(4_000), '9'.repeat(20_000)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,80}$/),
  fc
    .tuple(fc.constantFrom(...PATH_TRICKS), fc.string({ maxLength: 10 }))
    .map(([trick, rest]) => `${trick}${rest}`),
);

const QUERY_VALUES = [
  '',
  '%',
  '%ZZ',
  '%00',
  '%ED%A0%80',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '0x10',
  'Infinity',
  '9'.repeat(400),
  'x'.repeat(5_000),
  'true',
  '[]',
  '{}',
];

const queryPart = (keys: readonly string[]): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom(...keys, ...PROTO_KEYS, '__proto__[x]', 'a[b][c]', 'q[]', ''),
        oddString.map(safeEncode),
      ),
      fc.oneof(fc.constantFrom(...QUERY_VALUES), oddString.map(safeEncode)),
    )
    .map(([key, value]) => `${key}=${value}`);

/** A query string (or none), with the route's own keys among the hostile ones. */
export const hostileQuery = (keys: readonly string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(''),
    fc.constantFrom('?', '??', '?&&&', '?=', '?%'),
    fc.array(queryPart(keys), { minLength: 1, maxLength: 5 }).map((parts) => `?${parts.join('&')}`),
  );
