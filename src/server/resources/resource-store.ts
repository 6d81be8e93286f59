import { randomUUID } from 'node:crypto';
import { safeParse } from 'zod/mini';
import { nextPosition, sortRecords } from '../../shared/resources/resource-rules';
import type { AnyResource, InputOf, RecordOf } from '../../shared/resources/resource';
import type { Db } from '../db/database';
import { createParsedListCache } from './parsed-list-cache';

interface Row {
  id: string;
  position: number;
  data: string;
}

/**
 * A declared collection's records in the shared `resource_records` table (migration 8): one JSON
 * document per record, like a Firestore document, so a new collection needs no migration. Callers
 * validate before writing; reads are parsed with the declaration's stored schema, and a row that
 * no longer fits is left out rather than shown half-defined (it stays in the table).
 *
 * The parsed, sorted list is kept between reads and after this store's own writes only their rows
 * are read again (parsed-list-cache.ts). Its records are frozen: callers share them and must copy
 * to change one.
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
  const listing = db.prepare<[string, string, string], { count: number }>(
    `SELECT COUNT(*) AS count FROM resource_records
     WHERE resource = ? AND EXISTS (SELECT 1 FROM json_each(data, ?) WHERE value = ?)`,
  );
  const move = db.prepare('UPDATE resource_records SET position = ? WHERE resource = ? AND id = ?');

  const toRecord = (row: Row): RecordOf<R> | null => {
    const parsed = safeParse(resource.stored, JSON.parse(row.data));
    return parsed.success
      ? ({ ...(parsed.data as object), id: row.id, position: row.position } as RecordOf<R>)
      : null;
  };
  const find = (id: string): RecordOf<R> | undefined => {
    const row = one.get(name, id);
    return (row && toRecord(row)) ?? undefined;
  };
  const cache = createParsedListCache(db, name, {
    readAll: () =>
      sortRecords(
        resource,
        all.all(name).flatMap((row) => toRecord(row) ?? []),
      ),
    readOne: find,
    sort: (records) => sortRecords(resource, records),
  });
  const list = (): RecordOf<R>[] => cache.list();
  const now = () => new Date().toISOString();

  return {
    list,
    find,
    /** Stores a new record last in the drag order. */
    create(input: InputOf<R>): RecordOf<R> {
      const id = randomUUID();
      const stamp = now();
      cache.writing(id);
      insert.run(name, id, nextPosition(positions.all(name)), JSON.stringify(input), stamp, stamp);
      return find(id)!;
    },
    /** Replaces a record's data (its place stays); undefined when it does not exist. */
    update(id: string, input: InputOf<R>): RecordOf<R> | undefined {
      cache.writing(id);
      if (update.run(JSON.stringify(input), now(), name, id).changes === 0) return undefined;
      return find(id);
    },
    remove(id: string): boolean {
      cache.writing(id);
      return remove.run(name, id).changes > 0;
    },
    /** How many records of this collection hold `value` in `field` (a remove guard's question). */
    countWhere: (field: string, value: string): number =>
      referring.get(name, `$.${field}`, value)?.count ?? 0,
    /** How many records of this collection list `value` in the array `field` ('contains' guards). */
    countContaining: (field: string, value: string): number =>
      listing.get(name, `$.${field}`, value)?.count ?? 0,
    /** The drag order as one batch; the caller has checked it names every record once. */
    reorder(ids: readonly string[]): void {
      cache.writing();
      db.transaction(() => ids.forEach((id, position) => move.run(position, name, id)))();
    },
  };
}

export type ResourceStore<R extends AnyResource> = ReturnType<typeof createResourceStore<R>>;
