import { randomUUID } from 'node:crypto';
import { safeParse } from 'zod/mini';
import { nextPosition, sortRecords } from '../../shared/resources/resource-rules';
import type { AnyResource, InputOf, RecordOf } from '../../shared/resources/resource';
import type { Db } from '../db/database';

interface Row {
  id: string;
  position: number;
  data: string;
}

/**
 * How many times this process has written each collection, per database connection. Every store
 * of a collection on the same connection (a service's, a remove guard's) bumps and reads the same
 * counter, so a write through one invalidates the parsed list another keeps.
 */
const writeCounts = new WeakMap<Db, Map<string, number>>();

function writeCountsOf(db: Db): Map<string, number> {
  let counts = writeCounts.get(db);
  if (!counts) writeCounts.set(db, (counts = new Map()));
  return counts;
}

/**
 * A declared collection's records in the shared `resource_records` table (migration 8): one JSON
 * document per record, like a Firestore document, so a new collection needs no migration. Callers
 * validate before writing; reads are parsed with the declaration's stored schema, and a row that
 * no longer fits is left out rather than shown half-defined (it stays in the table).
 *
 * The parsed, sorted list is kept between calls (a public page of 2,000 programmes would otherwise
 * parse every row with zod on every read). It is read again after a write of this collection by
 * this process (the write counter above) and after any commit by another connection, such as a
 * restore or the backup CLI (`PRAGMA data_version` changes only then). It is never kept from
 * inside a transaction, whose writes may still be rolled back. Its records are frozen: callers
 * share them and must copy to change one.
 */
export function createResourceStore<R extends AnyResource>(db: Db, resource: R) {
  const name = resource.name;
  const all = db.prepare<[string], Row>(
    'SELECT id, position, data FROM resource_records WHERE resource = ?',
  );
  const positions = db.prepare<[string], Pick<Row, 'position'>>(
    'SELECT position FROM resource_records WHERE resource = ?',
  );
  const one = db.prepare<[string, string], Row>(
    'SELECT id, position, data FROM resource_records WHERE resource = ? AND id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO resource_records (resource, id, position, data, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    'UPDATE resource_records SET data = ?, updated_at = ? WHERE resource = ? AND id = ?',
  );
  const remove = db.prepare('DELETE FROM resource_records WHERE resource = ? AND id = ?');
  const referring = db.prepare<[string, string, string], { count: number }>(
    'SELECT COUNT(*) AS count FROM resource_records WHERE resource = ? AND json_extract(data, ?) = ?',
  );
  const move = db.prepare('UPDATE resource_records SET position = ? WHERE resource = ? AND id = ?');

  const toRecord = (row: Row): RecordOf<R> | null => {
    const parsed = safeParse(resource.stored, JSON.parse(row.data));
    return parsed.success
      ? ({ ...(parsed.data as object), id: row.id, position: row.position } as RecordOf<R>)
      : null;
  };
  const writes = writeCountsOf(db);
  const written = () => writes.set(name, (writes.get(name) ?? 0) + 1);
  const dataVersion = () => db.pragma('data_version', { simple: true }) as number;
  let cached: { writes: number; dataVersion: number; records: readonly RecordOf<R>[] } | null =
    null;

  const list = (): RecordOf<R>[] => {
    const writeCount = writes.get(name) ?? 0;
    const version = dataVersion();
    if (cached && cached.writes === writeCount && cached.dataVersion === version)
      return [...cached.records];
    const records = sortRecords(
      resource,
      all.all(name).flatMap((row) => {
        const record = toRecord(row);
        return record ? [Object.freeze(record)] : [];
      }),
    );
    cached = db.inTransaction ? null : { writes: writeCount, dataVersion: version, records };
    return [...records];
  };
  const find = (id: string): RecordOf<R> | undefined => {
    const row = one.get(name, id);
    return (row && toRecord(row)) ?? undefined;
  };
  const now = () => new Date().toISOString();

  return {
    list,
    find,
    /** Stores a new record last in the drag order. */
    create(input: InputOf<R>): RecordOf<R> {
      const id = randomUUID();
      const stamp = now();
      written();
      insert.run(name, id, nextPosition(positions.all(name)), JSON.stringify(input), stamp, stamp);
      return find(id)!;
    },
    /** Replaces a record's data (its place stays); undefined when it does not exist. */
    update(id: string, input: InputOf<R>): RecordOf<R> | undefined {
      written();
      if (update.run(JSON.stringify(input), now(), name, id).changes === 0) return undefined;
      return find(id);
    },
    remove(id: string): boolean {
      written();
      return remove.run(name, id).changes > 0;
    },
    /** How many records of this collection hold `value` in `field` (a remove guard's question). */
    countWhere: (field: string, value: string): number =>
      referring.get(name, `$.${field}`, value)?.count ?? 0,
    /** The drag order as one batch; the caller has checked it names every record once. */
    reorder(ids: readonly string[]): void {
      written();
      db.transaction(() => ids.forEach((id, position) => move.run(position, name, id)))();
    },
  };
}

export type ResourceStore<R extends AnyResource> = ReturnType<typeof createResourceStore<R>>;
