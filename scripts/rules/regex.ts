/**
 * A JavaScript pattern of a schema (`z.regex`) in the rules' dialect. Rules match with RE2 and
 * against the whole string; the schemas' patterns are anchored (`^…$`), so both decide alike
 * once written in the subset the two engines read the same way. Anything outside that subset
 * (lookaround, back-references, word boundaries, flags) stops the generator rather than being
 * written with another meaning.
 */

/** Characters a pattern escapes to mean themselves (JavaScript's syntax characters). */
const SYNTAX = new Set([...'^$\\.*+?()[]{}|/']);
/** Written in a class (`[.]`) outside one, as the hand-written rules do. */
const AS_CLASS = new Set(['.', '?', '*', '+']);
const CLASS_ESCAPES = new Set(['s', 'S', 'w', 'W']);

export function rulesPattern(source: string, flags = ''): string {
  if (flags.replace('u', '') !== '')
    throw new Error(`/${source}/${flags}: the rules have no flags; write the pattern without`);
  if (!source.startsWith('^') || !source.endsWith('$') || source.endsWith('\\$'))
    throw new Error(`/${source}/: only an anchored pattern (^…$) means the same in the rules`);
  let out = '';
  let inClass = false;
  let depth = 0;
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1];
      if (next === undefined) throw new Error(`/${source}/ ends with a backslash`);
      i += 1;
      if (next === 'd') out += inClass ? '0-9' : '[0-9]';
      else if (CLASS_ESCAPES.has(next)) out += `\\${next}`;
      else if (/[A-Za-z0-9]/.test(next))
        throw new Error(`/${source}/: \\${next} is not written the same in the rules`);
      else if (next === '/') out += '/';
      else if (inClass) out += SYNTAX.has(next) || next === '-' ? `\\${next}` : next;
      else if (AS_CLASS.has(next)) out += `[${next}]`;
      else out += SYNTAX.has(next) ? `\\${next}` : next;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') {
      if (source[i + 1] === '?' && source[i + 2] !== ':')
        throw new Error(`/${source}/: lookaround and named groups are not in the rules' dialect`);
      depth += 1;
    } else if (c === ')') depth -= 1;
    else if (c === '|' && depth === 0)
      throw new Error(`/${source}/: a top-level | needs a group to keep both anchors`);
    out += c;
  }
  return out;
}
