import { safeParse } from 'zod/mini';
import { sortRecords } from '../../../../shared/resources/resource-rules';
import type { AnyResource, InputOf, RecordOf } from '../../../../shared/resources/resource';
import { derivedFields } from './firestore-derived-fields';

/**
 * A declared collection's documents ↔ records: a document holds the record's fields and its
 * position, never its id. A document that does not fit the stored schema is left out rather than
 * shown half-defined, as the embedded server's store does.
 */
export function recordsFromDocs<R extends AnyResource>(
  resource: R,
  docs: readonly { id: string; data: Record<string, unknown> | undefined }[],
): RecordOf<R>[] {
  const records = docs.flatMap((d) => {
    const parsed = safeParse(resource.stored, d.data ?? {});
    const position = d.data?.['position'];
    return parsed.success && typeof position === 'number'
      ? [{ ...(parsed.data as object), id: d.id, position } as RecordOf<R>]
      : [];
  });
  return sortRecords(resource, records);
}

/** A query snapshot's documents as records (recordsFromDocs), for the list APIs' reads. */
export const recordsOfSnapshot = <R extends AnyResource>(
  resource: R,
  snapshot: { docs: readonly { id: string; data(): Record<string, unknown> | undefined }[] },
): RecordOf<R>[] =>
  recordsFromDocs(
    resource,
    snapshot.docs.map((d) => ({ id: d.id, data: d.data() })),
  );

/**
 * The document data of a record: its parsed input, its place and the fields Firestore alone keeps
 * for its queries (firestore-derived-fields.ts), nothing else.
 */
export const recordDocData = <R extends AnyResource>(
  input: InputOf<R>,
  position: number,
  resource: Pick<AnyResource, 'firestoreCollection' | 'publicList'>,
): Record<string, unknown> => ({
  ...(input as object),
  ...derivedFields(resource, input as Record<string, unknown>),
  position,
});
