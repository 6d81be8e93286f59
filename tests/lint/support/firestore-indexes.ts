import fs from 'node:fs';
import type { FirestoreListPlan } from '../../../src/renderer/src/backend/firebase/paged-live-query';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

const { indexes } = JSON.parse(fs.readFileSync('firestore.indexes.json', 'utf8')) as {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
};

/**
 * Whether firestore.indexes.json holds the composite index a list plan's query needs: its
 * equality filters, its `array-contains`, then its order, field by field. Firestore refuses a
 * query without one (FAILED_PRECONDITION) in production while the emulator answers it anyway, so
 * only a check like this catches a missing index.
 */
export function hasIndex(collectionGroup: string, plan: FirestoreListPlan): boolean {
  const fields: IndexField[] = [
    ...plan.filters.map((f) =>
      f.op === 'array-contains'
        ? { fieldPath: f.field, arrayConfig: 'CONTAINS' as const }
        : { fieldPath: f.field, order: 'ASCENDING' as const },
    ),
    ...plan.orderBy.map((o) => ({
      fieldPath: o.field,
      order: o.direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const),
    })),
  ];
  // A query of one equality filter and no order Firestore answers from its single-field indexes;
  // so is one order alone, the document id after it in the same direction (the order its
  // single-field index already keeps).
  if (fields.length <= 1) return true;
  const [first, id, ...more] = plan.orderBy;
  if (plan.filters.length === 0 && more.length === 0 && id?.field === '__name__')
    if (first && first.field !== '__name__' && first.direction === id.direction) return true;
  return indexes.some(
    (index) =>
      index.collectionGroup === collectionGroup &&
      index.queryScope === 'COLLECTION' &&
      JSON.stringify(index.fields) === JSON.stringify(fields),
  );
}
