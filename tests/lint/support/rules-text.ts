/**
 * Reads the values written in a Firebase rules file, without the emulator (no Java here): the
 * functions marked `// shared: NAME` (a literal each: a list, a map, a number or a string), and
 * the literals used elsewhere, so a test can compare both with src/shared.
 */

export type RulesValue = string | number | boolean | RulesValue[] | { [key: string]: RulesValue };

export interface SharedMarker {
  /** What the marker names: the src/shared value it must equal. */
  name: string;
  /** The function that returns it. */
  fn: string;
  value: RulesValue;
}

const MARKED_FUNCTION =
  /\/\/ shared: (.+)\n\s*function (\w+)\(\) \{\n\s*return ([\s\S]*?);\n\s*\}/g;

/** A rules literal as JSON: single-quoted strings (with `\\` escapes) become JSON strings. */
export function parseRulesLiteral(text: string): RulesValue {
  const json = text.replace(/'((?:[^'\\]|\\.)*)'/g, (_match, body: string) =>
    JSON.stringify(body.replace(/\\(.)/g, '$1')),
  );
  return JSON.parse(json) as RulesValue;
}

export function sharedMarkers(rules: string): SharedMarker[] {
  return [...rules.matchAll(MARKED_FUNCTION)].map((match) => ({
    name: (match[1] ?? '').trim(),
    fn: match[2] ?? '',
    value: parseRulesLiteral(match[3] ?? ''),
  }));
}

/**
 * The rules without their comments (whole lines: `//` inside a string, as in `https://`, is
 * kept) and without the marked functions, whose literals are compared on their own.
 */
export function rulesBody(rules: string): string {
  return rules.replace(MARKED_FUNCTION, '').replace(/^\s*\/\/.*$/gm, '');
}

/** Every string literal of `body`, unescaped. */
export const stringLiterals = (body: string): string[] =>
  [...body.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));

/** Every integer written outside string literals. */
export const numberLiterals = (body: string): number[] =>
  [...body.replace(/'((?:[^'\\]|\\.)*)'/g, "''").matchAll(/(?<![\w.])\d+(?![\w.])/g)].map((m) =>
    Number(m[0]),
  );

/**
 * Literals compared with an expression ending in one of `names` (`x.status == 'a'`,
 * `status in ['a', 'b']`, `{'status': 'a'}`), so a status or role the rules name can be checked
 * against the shared list.
 */
export function literalsComparedWith(body: string, names: readonly string[]): string[] {
  const name = `(?:${names.join('|')})`;
  const found: string[] = [];
  const compare = new RegExp(`(?:^|[^\\w])(?:\\w+\\.)*${name}\\s*(?:==|!=)\\s*'([^']*)'`, 'g');
  for (const m of body.matchAll(compare)) found.push(m[1] ?? '');
  const within = new RegExp(`(?:^|[^\\w])(?:\\w+\\.)*${name}\\s+in\\s+\\[([^\\]]*)\\]`, 'g');
  for (const m of body.matchAll(within)) found.push(...stringLiterals(m[1] ?? ''));
  const mapEntry = new RegExp(`'${name}':\\s*'([^']*)'`, 'g');
  for (const m of body.matchAll(mapEntry)) found.push(m[1] ?? '');
  return found;
}
