import type { Db } from '../db/database';

/**
 * How many times this process has written each collection, per database connection. Every store
 * of a collection on the same connection (a service's, a remove guard's) bumps and reads the same
 * counter, so a write through one is seen by the list another keeps.
 */
const writeCounts = new WeakMap<Db, Map<string, number>>();

function writeCountsOf(db: Db): Map<string, number> {
  let counts = writeCounts.get(db);
  if (!counts) writeCounts.set(db, (counts = new Map()));
  return counts;
}

export interface ParsedListSource<T extends { id: string }> {
  /** Every record, parsed (those that no longer parse left out) and in the list's order. */
  readAll(): T[];
  /** One record as stored now, parsed; undefined when it is gone or no longer parses. */
  readOne(id: string): T | undefined;
  /** The list's order. */
  sort(records: readonly T[]): T[];
}

/**
 * A collection's parsed list, kept between reads (a public page of 2,000 programmes would
 * otherwise parse every row with zod on every read). It is good while nobody else wrote:
 *
 * - a commit by another connection (a restore, the backup CLI) changes `PRAGMA data_version`,
 *   which a connection's own commits do not: the list is read again whole;
 * - a write by another store of the collection in this process moves the shared write counter
 *   past this store's own: read again whole;
 * - this store's own writes name their record: only those rows are read again, so the list after
 *   a save costs one row's parse, not 2,000. They are read from the database, so a write whose
 *   transaction was rolled back reads as it is stored.
 *
 * Nothing is kept from inside a transaction (its writes may still be rolled back); the next read
 * outside does it. Records are frozen: callers share them and copy to change one.
 */
export function createParsedListCache<T extends { id: string }>(
  db: Db,
  name: string,
  source: ParsedListSource<T>,
) {
  const writes = writeCountsOf(db);
  const dataVersion = () => db.pragma('data_version', { simple: true }) as number;
  let kept: { writes: number; dataVersion: number; records: readonly T[] } | null = null;
  /** This store's writes since the list was kept: the ids, or all when one was a reorder. */
  const dirty = new Set<string>();
  let ownWrites = 0;
  let wholeListChanged = false;

  const keep = (records: readonly T[], writeCount: number, version: number) => {
    if (db.inTransaction) return;
    kept = { writes: writeCount, dataVersion: version, records };
    dirty.clear();
    ownWrites = 0;
    wholeListChanged = false;
  };

  const patched = (records: readonly T[]): T[] => {
    const byId = new Map(records.map((record) => [record.id, record]));
    for (const id of dirty) {
      const record = source.readOne(id);
      if (record) byId.set(id, Object.freeze(record));
      else byId.delete(id);
    }
    return source.sort([...byId.values()]);
  };

  return {
    list(): T[] {
      const writeCount = writes.get(name) ?? 0;
      const version = dataVersion();
      if (kept && kept.dataVersion === version) {
        if (kept.writes === writeCount) return [...kept.records];
        if (!wholeListChanged && writeCount - kept.writes === ownWrites) {
          const records = patched(kept.records);
          keep(records, writeCount, version);
          return [...records];
        }
      }
      const records = source.readAll().map((record) => Object.freeze(record));
      keep(records, writeCount, version);
      return [...records];
    },
    /** Before this store writes record `id`, or (no id) many records at once. */
    writing(id?: string): void {
      writes.set(name, (writes.get(name) ?? 0) + 1);
      ownWrites += 1;
      if (id === undefined) wholeListChanged = true;
      else dirty.add(id);
    },
  };
}
