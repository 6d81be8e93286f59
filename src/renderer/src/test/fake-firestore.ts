/**
 * An in-memory stand-in for `firebase/firestore`, for adapter tests that mock the module with it
 * (`vi.mock('firebase/firestore', () => import('…/test/fake-firestore'))`). It keeps documents by
 * path, answers reads and live queries, commits batches whole, and runs transactions the way
 * Firestore does: a transaction whose read documents changed before its commit runs again on
 * fresh data (up to five times). `fakeFirestore.beforeCommit` lets a test interleave writers.
 * Server timestamps become the (possibly faked) current time when written. No rules: the
 * emulator tests (tests/firebase) hold those.
 */
type Data = Record<string, unknown>;

export interface FakeRef {
  type: 'doc';
  path: string;
  id: string;
}
interface FakeCollection {
  type: 'collection';
  path: string;
}
interface Filter {
  field: string;
  op: '==' | 'array-contains';
  value: unknown;
}
interface FakeQuery {
  type: 'query';
  path: string;
  filters: Filter[];
}
type Op = { op: 'set' | 'update' | 'delete'; path: string; data?: Data };

export class Timestamp {
  constructor(readonly millis: number) {}
  toDate(): Date {
    return new Date(this.millis);
  }
  toMillis(): number {
    return this.millis;
  }
  static fromDate(date: Date): Timestamp {
    return new Timestamp(date.getTime());
  }
}

const SERVER_TIMESTAMP = Object.freeze({ serverTimestamp: true });

export const fakeFirestore = {
  docs: new Map<string, Data>(),
  versions: new Map<string, number>(),
  commits: [] as Op[][],
  listeners: new Set<() => void>(),
  /** Awaited between a transaction's work and its commit (a test may commit a rival there). */
  beforeCommit: null as null | (() => Promise<void>),
  reset() {
    this.docs.clear();
    this.versions.clear();
    this.commits = [];
    this.listeners.clear();
    this.beforeCommit = null;
  },
};

let auto = 0;
const parentPath = (parent: unknown) =>
  typeof parent === 'object' && parent !== null && 'path' in parent
    ? `${(parent as { path: string }).path}/`
    : '';

export function doc(parent: unknown, ...segments: string[]): FakeRef {
  const path =
    segments.length === 0
      ? `${parentPath(parent)}auto${String((auto += 1)).padStart(16, '0')}`
      : `${parentPath(parent)}${segments.join('/')}`;
  return { type: 'doc', path, id: path.split('/').at(-1) ?? '' };
}

export const collection = (parent: unknown, name: string): FakeCollection => ({
  type: 'collection',
  path: `${parentPath(parent)}${name}`,
});

export const where = (field: string, op: Filter['op'], value: unknown): Filter => ({
  field,
  op,
  value,
});

export const query = (target: FakeCollection, ...filters: Filter[]): FakeQuery => ({
  type: 'query',
  path: target.path,
  filters,
});

const matches = (data: Data, f: Filter) =>
  f.op === 'array-contains'
    ? Array.isArray(data[f.field]) && (data[f.field] as unknown[]).includes(f.value)
    : data[f.field] === f.value;

export const serverTimestamp = () => SERVER_TIMESTAMP;

/** `increment(n)`: resolved against the stored field when its write is applied. */
class Increment {
  constructor(readonly by: number) {}
}
export const increment = (by: number) => new Increment(by);

/** A top-level field's increments added to the value the document had before the write. */
function incremented(before: Data | undefined, data: Data): Data {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [
      k,
      v instanceof Increment ? (Number(before?.[k] ?? 0) || 0) + v.by : v,
    ]),
  );
}

/** A value as stored: server timestamps become the time of the write. */
function stored(value: unknown): unknown {
  if (value === SERVER_TIMESTAMP) return new Timestamp(Date.now());
  if (value instanceof Increment) return value;
  if (Array.isArray(value)) return value.map(stored);
  if (value instanceof Timestamp || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stored(v)]));
}

/** A copy a reader may change freely (timestamps stay timestamps). */
function copied(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copied);
  if (value instanceof Timestamp || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copied(v)]));
}

const snapshotOf = (ref: FakeRef) => {
  const data = fakeFirestore.docs.get(ref.path);
  return {
    id: ref.id,
    ref,
    exists: () => data !== undefined,
    data: () => (data ? (copied(data) as Data) : undefined),
  };
};

const inCollection = (path: string, collectionPath: string) =>
  path.startsWith(`${collectionPath}/`) && !path.slice(collectionPath.length + 1).includes('/');

function queryDocs(target: FakeCollection | FakeQuery) {
  const filters = target.type === 'query' ? target.filters : [];
  return [...fakeFirestore.docs.entries()]
    .filter(
      ([path, data]) => inCollection(path, target.path) && filters.every((f) => matches(data, f)),
    )
    .map(([path]) => snapshotOf({ type: 'doc', path, id: path.split('/').at(-1) ?? '' }));
}

export const getDoc = async (ref: FakeRef) => snapshotOf(ref);
export const getDocFromServer = getDoc;
export const getDocs = async (target: FakeCollection | FakeQuery) => {
  const docs = queryDocs(target);
  return { docs, size: docs.length, empty: docs.length === 0 };
};

export function onSnapshot(
  target: FakeRef | FakeCollection | FakeQuery,
  next: (snapshot: unknown) => void,
): () => void {
  const deliver = () =>
    next(target.type === 'doc' ? snapshotOf(target) : { docs: queryDocs(target) });
  fakeFirestore.listeners.add(deliver);
  deliver();
  return () => fakeFirestore.listeners.delete(deliver);
}

function apply(ops: Op[]): void {
  for (const { op, path } of ops)
    if (op === 'update' && !fakeFirestore.docs.has(path))
      throw Object.assign(new Error(`no document ${path}`), { code: 'not-found' });
  for (const { op, path, data } of ops) {
    if (op === 'delete') fakeFirestore.docs.delete(path);
    else {
      const before = fakeFirestore.docs.get(path);
      fakeFirestore.docs.set(path, {
        ...(op === 'update' ? before : {}),
        ...incremented(before, stored(data) as Data),
      });
    }
    fakeFirestore.versions.set(path, (fakeFirestore.versions.get(path) ?? 0) + 1);
  }
  fakeFirestore.commits.push(ops);
  for (const listener of fakeFirestore.listeners) listener();
}

function writer(ops: Op[]) {
  return {
    set(ref: FakeRef, data: Data) {
      ops.push({ op: 'set', path: ref.path, data });
      return this;
    },
    update(ref: FakeRef, data: Data) {
      ops.push({ op: 'update', path: ref.path, data });
      return this;
    },
    delete(ref: FakeRef) {
      ops.push({ op: 'delete', path: ref.path });
      return this;
    },
  };
}

export function writeBatch() {
  const ops: Op[] = [];
  return { ...writer(ops), commit: async () => apply(ops) };
}

export async function runTransaction<T>(
  _db: unknown,
  work: (tx: unknown) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const read = new Map<string, number>();
    const ops: Op[] = [];
    const tx = {
      ...writer(ops),
      get: async (ref: FakeRef) => {
        if (ops.length > 0) throw new Error('Firestore transactions read before they write.');
        read.set(ref.path, fakeFirestore.versions.get(ref.path) ?? 0);
        return snapshotOf(ref);
      },
    };
    const result = await work(tx);
    await fakeFirestore.beforeCommit?.();
    const stale = [...read].some(([path, v]) => (fakeFirestore.versions.get(path) ?? 0) !== v);
    if (stale) continue;
    apply(ops);
    return result;
  }
  throw Object.assign(new Error('transaction contention'), { code: 'aborted' });
}

/** A count aggregation: the number of documents the query matches, as the server counts them. */
export const getCountFromServer = async (target: FakeCollection | FakeQuery) => {
  const count = queryDocs(target).length;
  return { data: () => ({ count }) };
};
