import type { Cond, RulesFunction, SharedLiteral, SharedValue } from './ir';

/**
 * Conditions of ir.ts in the rules language, laid out as the hand-written rules are: a function's
 * conditions one `&& …` line each (a field's on one line while it fits), lists wrapped at the
 * page width. evaluate.ts is the same conditions' meaning in JavaScript.
 */

const WIDTH = 100;
const INDENT = '    ';
const RETURN = `${INDENT}  return `;
const AND = `${INDENT}    && `;

/** A rules string literal: single quotes, `\` and `'` escaped. */
export const rulesString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function literal(v: SharedLiteral | null): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return rulesString(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  const entries = Object.entries(v as Record<string, SharedLiteral>);
  return `{${entries.map(([k, x]) => `${rulesString(k)}: ${literal(x)}`).join(', ')}}`;
}

/** `[a, b, …]` after `prefix`, wrapped under its first item when the line would be too long. */
function wrappedList(prefix: string, items: readonly string[], suffix: string): string {
  const oneLine = `${prefix}[${items.join(', ')}]${suffix}`;
  if (oneLine.length <= WIDTH) return oneLine;
  const pad = ' '.repeat(prefix.length + 1);
  const lines: string[] = [];
  let line = `${prefix}[`;
  items.forEach((item, i) => {
    const piece = item + (i < items.length - 1 ? ',' : `]${suffix}`);
    const start = line.endsWith('[') ? '' : ' ';
    if (!line.endsWith('[') && line.length + start.length + piece.length > WIDTH) {
      lines.push(line);
      line = pad + piece;
    } else line += start + piece;
  });
  lines.push(line);
  return lines.join('\n');
}

type Place = 'top' | 'and' | 'or';

function expr(c: Cond, v: string, place: Place = 'top'): string {
  switch (c.kind) {
    case 'true':
      return 'true';
    case 'type':
      return c.type === 'null' ? `${v} == null` : `${v} is ${c.type}`;
    case 'length':
      return `${c.trimmed ? `${v}.trim()` : v}.size() ${c.bound === 'min' ? '>=' : '<='} ${num(c.n)}`;
    case 'size':
      return `${v}.size() ${c.bound === 'min' ? '>=' : '<='} ${num(c.n)}`;
    case 'range': {
      const op = c.bound === 'min' ? (c.exclusive ? '>' : '>=') : c.exclusive ? '<' : '<=';
      return `${v} ${op} ${num(c.n)}`;
    }
    case 'matches': {
      const pattern = c.pattern.name ?? rulesString(c.pattern.value);
      return `${c.negate ? '!' : ''}${v}.matches(${pattern})`;
    }
    case 'trimmed':
      return `${v} == ${v}.trim()`;
    case 'in':
      return `${v} in ${c.choices.name ?? literal(c.choices.value)}`;
    case 'equals':
      return `${v} == ${literal(c.value)}`;
    case 'keys':
      return group(
        [`${v}.keys().hasAll(${list(c.required)})`, `${v}.keys().hasOnly(${keyList(c)})`],
        '&&',
        place,
      );
    case 'field': {
      const at = `${v}.${c.key}`;
      if (!c.optional) return expr(c.cond, at, place);
      return `(!(${rulesString(c.key)} in ${v}) || ${expr(c.cond, at, 'or')})`;
    }
    case 'items':
      return group(places(c, v), '&&', place);
    case 'call':
      return `${c.fn}(${v})`;
    case 'all':
      return group(
        c.conds.map((x) => expr(x, v, 'and')),
        '&&',
        place,
      );
    case 'any':
      return group(
        c.conds.map((x) => expr(x, v, 'or')),
        '||',
        place,
      );
  }
}

/** Joined by `op`, in parentheses where the other operator surrounds it. */
function group(parts: readonly string[], op: '&&' | '||', place: Place): string {
  const text = parts.join(` ${op} `);
  const bare =
    parts.length === 1 || place === 'top' || (op === '&&' ? place === 'and' : place === 'or');
  return bare ? text : `(${text})`;
}

const num = (n: { value: number; name?: string }) => n.name ?? String(n.value);
const list = (keys: readonly string[]) => `[${keys.map(rulesString).join(', ')}]`;
const keyList = (c: { required: readonly string[]; optional: readonly string[] }) =>
  list([...c.required, ...c.optional]);

/** Place by place: `(v.size() < 1 || item(v[0]))`, the form the shared lint reads as places. */
const places = (c: Extract<Cond, { kind: 'items' }>, v: string) =>
  Array.from(
    { length: c.places },
    (_, i) => `(${v}.size() < ${i + 1} || ${expr(c.cond, `${v}[${i}]`, 'or')})`,
  );

/** A part of a function's body: a condition, or a key list wrapped where its line starts. */
type Part = string | { prefix: string; items: readonly string[]; suffix: string };

/**
 * The function's conditions as groups of `&&` parts: each group starts a line (a field, a key
 * list), its parts share lines while they fit.
 */
function groups(c: Cond, v: string): Part[][] {
  switch (c.kind) {
    case 'all':
      return c.conds.flatMap((x) => groups(x, v));
    case 'field':
      // A key anything may hold (the keys above require it) has no line of its own.
      if (c.cond.kind === 'true') return [];
      return c.optional ? [[expr(c, v)]] : [groups(c.cond, `${v}.${c.key}`).flat()];
    case 'keys':
      return [
        [{ prefix: `${v}.keys().hasAll(`, items: c.required.map(rulesString), suffix: ')' }],
        [
          {
            prefix: `${v}.keys().hasOnly(`,
            items: [...c.required, ...c.optional].map(rulesString),
            suffix: ')',
          },
        ],
      ];
    case 'items':
      return [places(c, v)];
    default:
      return [[expr(c, v, 'and')]];
  }
}

function body(c: Cond, param: string): string {
  const lines: string[] = [];
  for (const parts of groups(c, param)) {
    let line = '';
    for (const part of parts) {
      const lead = lines.length === 0 && line === '' ? RETURN : AND;
      if (typeof part !== 'string') {
        if (line !== '') lines.push(line);
        lines.push(wrappedList(lead + part.prefix, part.items, part.suffix));
        line = '';
      } else if (line === '') line = lead + part;
      else if (line.length + 4 + part.length <= WIDTH) line += ` && ${part}`;
      else {
        lines.push(line);
        line = AND + part;
      }
    }
    if (line !== '') lines.push(line);
  }
  if (lines.length === 0) lines.push(`${RETURN}true`);
  return `${lines.join('\n')};`;
}

/** Comment lines wrapped at the page width. */
export function comment(text: string, indent = INDENT): string[] {
  const lines: string[] = [];
  let line = `${indent}//`;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > WIDTH && line !== `${indent}//`) {
      lines.push(line);
      line = `${indent}//`;
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

export function printFunction(f: RulesFunction): string {
  return [
    ...f.comment.flatMap((c) => comment(c)),
    `${INDENT}function ${f.fn}(${f.param}) {`,
    body(f.cond, f.param),
    `${INDENT}}`,
  ].join('\n');
}

/**
 * A marked function: `// shared: NAME` and a literal, read by the shared lint
 * (tests/lint/support/rules-text.ts). A long list is written one item a line.
 */
export function printShared(s: SharedValue): string {
  const oneLine = `${RETURN}${literal(s.value)};`;
  const value =
    oneLine.length <= WIDTH || !Array.isArray(s.value)
      ? oneLine
      : `${RETURN}[\n${(s.value as SharedLiteral[]).map((x) => `${INDENT}    ${literal(x)}`).join(',\n')}\n${INDENT}  ];`;
  return [
    `${INDENT}// shared: ${s.marker}`,
    `${INDENT}function ${s.fn}() {`,
    value,
    `${INDENT}}`,
  ].join('\n');
}
