/**
 * Runs the functions of a generated rules part without the emulator (which needs Java): a small
 * interpreter of the part of the rules language scripts/rules/print-rules.ts writes (functions
 * returning one expression; literals, fields, places, calls, size/trim/matches/keys/hasAll/
 * hasOnly, `is`, `in`, comparisons, `!`, `&&`, `||`). A test runs the printed text on the records
 * the adapter writes and compares it with scripts/rules/evaluate.ts, so printer and evaluator
 * cannot drift apart. An error (a field that is not there, a method on the wrong type) refuses,
 * as in Firestore.
 */

type Value = unknown;

class RulesError extends Error {}

interface Fn {
  params: string[];
  body: Token[];
}

type Token = { kind: 'name' | 'num' | 'str' | 'op'; text: string; value?: string | number };

const OPS = [
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '!',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  ',',
  '.',
  ':',
  ';',
];

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i += 1;
    else if (text.startsWith('//', i))
      i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (c === "'") {
      let value = '';
      i += 1;
      while (text[i] !== "'") {
        if (text[i] === '\\') i += 1;
        value += text[i];
        i += 1;
      }
      i += 1;
      tokens.push({ kind: 'str', text: `'${value}'`, value });
    } else if (/[0-9]/.test(c)) {
      const m = /^[0-9]+/.exec(text.slice(i))![0];
      tokens.push({ kind: 'num', text: m, value: Number(m) });
      i += m.length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i))![0];
      tokens.push({ kind: 'name', text: m });
      i += m.length;
    } else {
      const op = OPS.find((o) => text.startsWith(o, i));
      if (!op) throw new Error(`cannot read the rules at: ${text.slice(i, i + 20)}`);
      tokens.push({ kind: 'op', text: op });
      i += op.length;
    }
  }
  return tokens;
}

const isMap = (v: Value): v is Record<string, Value> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function typeIs(v: Value, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'bool':
      return typeof v === 'boolean';
    case 'int':
      return typeof v === 'number' && Number.isInteger(v);
    case 'float':
      return typeof v === 'number' && !Number.isInteger(v);
    case 'number':
      return typeof v === 'number';
    case 'list':
      return Array.isArray(v);
    case 'map':
      return isMap(v);
    default:
      throw new Error(`no type ${type}`);
  }
}

function equal(a: Value, b: Value): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (isMap(a) && isMap(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && equal(a[k], b[k]));
  }
  return a === b;
}

const regexes = new Map<string, RegExp>();
function fullMatch(pattern: string, s: string): boolean {
  let re = regexes.get(pattern);
  if (!re) {
    const dotAll = pattern.startsWith('(?s)');
    re = new RegExp(`^(?:${dotAll ? pattern.slice(4) : pattern})$`, dotAll ? 'su' : 'u');
    regexes.set(pattern, re);
  }
  return re.test(s);
}

function method(target: Value, name: string, args: Value[]): Value {
  const fail = () => {
    throw new RulesError(`${name}() on ${JSON.stringify(target)}`);
  };
  switch (name) {
    case 'size':
      if (typeof target === 'string') return [...target].length;
      if (Array.isArray(target)) return target.length;
      if (isMap(target)) return Object.keys(target).length;
      return fail();
    case 'trim':
      return typeof target === 'string' ? target.trim() : fail();
    case 'matches':
      return typeof target === 'string' && typeof args[0] === 'string'
        ? fullMatch(args[0], target)
        : fail();
    case 'keys':
      return isMap(target) ? Object.keys(target) : fail();
    case 'hasAll':
      return Array.isArray(target) && Array.isArray(args[0])
        ? args[0].every((x) => target.some((y) => equal(x, y)))
        : fail();
    case 'hasOnly':
      return Array.isArray(target) && Array.isArray(args[0])
        ? target.every((x) => (args[0] as Value[]).some((y) => equal(x, y)))
        : fail();
    default:
      throw new Error(`no method ${name} here`);
  }
}

/** The functions of `text` (a generated part), to be called by name. */
export class RulesInterpreter {
  private readonly fns = new Map<string, Fn>();

  constructor(text: string) {
    const tokens = tokenize(text);
    let i = 0;
    while (i < tokens.length) {
      if (tokens[i]?.text !== 'function')
        throw new Error(`expected a function at ${tokens[i]?.text}`);
      const name = tokens[i + 1]!.text;
      i += 3;
      const params: string[] = [];
      while (tokens[i]!.text !== ')') {
        if (tokens[i]!.kind === 'name') params.push(tokens[i]!.text);
        i += 1;
      }
      i += 2; // ) {
      if (tokens[i]!.text !== 'return') throw new Error(`${name}: only a return is read here`);
      i += 1;
      const start = i;
      while (tokens[i]!.text !== ';') i += 1;
      this.fns.set(name, { params, body: tokens.slice(start, i) });
      i += 2; // ; }
    }
  }

  has(name: string): boolean {
    return this.fns.has(name);
  }

  /** Whether the function accepts `args` (an error refuses, as in Firestore). */
  accepts(name: string, ...args: Value[]): boolean {
    try {
      return this.call(name, args) === true;
    } catch (error) {
      if (error instanceof RulesError) return false;
      throw error;
    }
  }

  private call(name: string, args: Value[]): Value {
    const fn = this.fns.get(name);
    if (!fn) throw new Error(`no function ${name}`);
    const scope = new Map(fn.params.map((p, i) => [p, args[i]]));
    const parser = new Evaluation(fn.body, scope, (n, a) => this.call(n, a));
    return parser.run();
  }
}

/** One expression evaluated while it is parsed (recursive descent, with short-circuits). */
class Evaluation {
  private at = 0;
  /** Above zero while a short-circuit skips an operand: parse it, compute nothing. */
  private skipping = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly scope: Map<string, Value>,
    private readonly call: (name: string, args: Value[]) => Value,
  ) {}

  run(): Value {
    const v = this.or();
    if (this.at !== this.tokens.length) throw new Error(`unread: ${this.peek()?.text ?? ''}`);
    return v;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private take(text?: string): Token {
    const t = this.tokens[this.at];
    if (!t || (text !== undefined && t.text !== text))
      throw new Error(`expected ${text ?? 'more'} at ${t?.text ?? 'the end'}`);
    this.at += 1;
    return t;
  }

  private bool(v: Value): boolean {
    if (this.skipping) return false;
    if (typeof v !== 'boolean') throw new RulesError(`not a bool: ${JSON.stringify(v)}`);
    return v;
  }

  private or(): Value {
    let v = this.and();
    while (this.peek()?.text === '||') {
      this.take();
      const done = !this.skipping && this.bool(v);
      if (done) this.skipping += 1;
      const right = this.and();
      if (done) this.skipping -= 1;
      else v = this.bool(right);
    }
    return v;
  }

  private and(): Value {
    let v = this.comparison();
    while (this.peek()?.text === '&&') {
      this.take();
      const done = !this.skipping && !this.bool(v);
      if (done) this.skipping += 1;
      const right = this.comparison();
      if (done) this.skipping -= 1;
      else v = this.bool(right);
    }
    return v;
  }

  private comparison(): Value {
    const left = this.unary();
    const op = this.peek()?.text;
    if (op === 'is') {
      this.take();
      const type = this.take().text;
      return this.skipping ? false : typeIs(left, type);
    }
    if (op === 'in') {
      this.take();
      const right = this.unary();
      if (this.skipping) return false;
      if (Array.isArray(right)) return right.some((x) => equal(x, left));
      if (isMap(right)) return typeof left === 'string' && left in right;
      throw new RulesError('in: neither a list nor a map');
    }
    if (op && ['==', '!=', '<', '<=', '>', '>='].includes(op)) {
      this.take();
      const right = this.unary();
      if (this.skipping) return false;
      if (op === '==') return equal(left, right);
      if (op === '!=') return !equal(left, right);
      const comparable =
        (typeof left === 'number' && typeof right === 'number') ||
        (typeof left === 'string' && typeof right === 'string');
      if (!comparable) throw new RulesError(`${op} between ${typeof left} and ${typeof right}`);
      const [a, b] = [left as number | string, right as number | string];
      return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
    }
    return left;
  }

  private unary(): Value {
    if (this.peek()?.text === '!') {
      this.take();
      const v = this.unary();
      return this.skipping ? false : !this.bool(v);
    }
    return this.postfix();
  }

  private postfix(): Value {
    let v = this.primary();
    for (;;) {
      const t = this.peek()?.text;
      if (t === '.') {
        this.take();
        const name = this.take().text;
        if (this.peek()?.text === '(') {
          const args = this.args(')');
          v = this.skipping ? undefined : method(v, name, args);
        } else if (!this.skipping) {
          if (!isMap(v) || !(name in v)) throw new RulesError(`no field ${name}`);
          v = v[name];
        }
      } else if (t === '[') {
        this.take();
        const index = this.or();
        this.take(']');
        if (!this.skipping) {
          if (!Array.isArray(v) || typeof index !== 'number' || index >= v.length)
            throw new RulesError(`no place ${String(index)}`);
          v = v[index];
        }
      } else return v;
    }
  }

  private args(close: string): Value[] {
    this.take('(');
    const args: Value[] = [];
    while (this.peek()?.text !== close) {
      args.push(this.or());
      if (this.peek()?.text === ',') this.take();
    }
    this.take(close);
    return args;
  }

  private primary(): Value {
    const t = this.take();
    if (t.kind === 'str' || t.kind === 'num') return t.value;
    if (t.text === '(') {
      const v = this.or();
      this.take(')');
      return v;
    }
    if (t.text === '[') {
      const items: Value[] = [];
      while (this.peek()?.text !== ']') {
        items.push(this.or());
        if (this.peek()?.text === ',') this.take();
      }
      this.take(']');
      return items;
    }
    if (t.text === '{') {
      const map: Record<string, Value> = {};
      while (this.peek()?.text !== '}') {
        const key = this.take().value as string;
        this.take(':');
        map[key] = this.or();
        if (this.peek()?.text === ',') this.take();
      }
      this.take('}');
      return map;
    }
    if (t.kind === 'name') {
      if (t.text === 'true') return true;
      if (t.text === 'false') return false;
      if (t.text === 'null') return null;
      if (this.peek()?.text === '(') {
        const args = this.args(')');
        return this.skipping ? undefined : this.call(t.text, args);
      }
      if (!this.scope.has(t.text)) throw new Error(`unknown name ${t.text}`);
      return this.scope.get(t.text);
    }
    throw new Error(`unexpected ${t.text}`);
  }
}
