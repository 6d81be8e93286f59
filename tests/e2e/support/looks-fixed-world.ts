import crypto, { createHash } from 'node:crypto';
import path from 'node:path';
import { syncBuiltinESMExports } from 'node:module';
import { LOOKS_CLOCK_RATE, LOOKS_INSTANT } from './looks-instant';

// Preloaded (`node --import`) into the screenshot tests' own server process, never into the test
// runner: the server's clock starts at LOOKS_INSTANT, and node:crypto's random ids and codes
// (ticket numbers, booking codes, trustee codes, record ids that decide list order) come out the
// same on every run. Each call site draws from its own stream, so one extra session token does
// not shift the next ticket number.

const RealDate = Date;
const startedAt = RealDate.now();
const fixedNow = (): number =>
  LOOKS_INSTANT + Math.floor((RealDate.now() - startedAt) * LOOKS_CLOCK_RATE);

class FixedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(fixedNow());
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return fixedNow();
  }
}
globalThis.Date = FixedDate as DateConstructor;

const here = path.resolve(import.meta.dirname ?? '.');
const counters = new Map<string, number>();

/** The file and line that asked for randomness, relative to the checkout. */
function callSite(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  const caller = frames.find((frame) => !frame.includes(here) && !frame.includes('node:'));
  const where = /\(?(?:file:\/\/)?([^()\s]+):(\d+):\d+\)?$/.exec(caller?.trim() ?? '');
  return where ? `${path.relative(process.cwd(), where[1]!)}:${where[2]}` : 'unknown';
}

/** The next `size` bytes of the caller's stream. */
function drawBytes(size: number): Buffer {
  const site = callSite();
  const draw = counters.get(site) ?? 0;
  counters.set(site, draw + 1);
  const out = Buffer.alloc(size);
  for (let block = 0, filled = 0; filled < size; block += 1) {
    filled += createHash('sha256').update(`${site}#${draw}#${block}`).digest().copy(out, filled);
  }
  return out;
}

type Callback<T> = (error: Error | null, value: T) => void;

function randomBytes(size: number, callback?: Callback<Buffer>): Buffer | undefined {
  const bytes = drawBytes(size);
  if (!callback) return bytes;
  queueMicrotask(() => callback(null, bytes));
  return undefined;
}

function randomInt(...args: unknown[]): number | undefined {
  const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback<number>) : null;
  const [min, max] = args.length === 1 ? [0, args[0] as number] : (args as [number, number]);
  const value = min + (drawBytes(6).readUIntBE(0, 6) % (max - min));
  if (!callback) return value;
  queueMicrotask(() => callback(null, value));
  return undefined;
}

function randomUUID(): string {
  const bytes = drawBytes(16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

Object.assign(crypto, { randomBytes, randomInt, randomUUID });
// `import { randomUUID } from 'node:crypto'` reads the builtin's ESM exports: bring them along.
syncBuiltinESMExports();
