/**
 * Every query the public inventory makes on Firestore (firebase/aset-query.ts) has its composite
 * index in firestore.indexes.json: Firestore refuses a query without one (FAILED_PRECONDITION) in
 * production, while the emulator answers it anyway, so only this check catches a missing index.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asetQueryPlan } from '../../src/renderer/src/backend/firebase/aset-query';
import { NO_ASET_FILTER, type AsetFilter } from '../../src/shared/keterbukaan/aset-list';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const { indexes } = JSON.parse(fs.readFileSync('firestore.indexes.json', 'utf8')) as {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
};

/** Every combination of the filters, with no search, one word and two. */
const queries: AsetFilter[] = (['', 'Rusak'] as const).flatMap((kondisi) =>
  ['', 'Sekretariat BEM'].flatMap((lokasi) =>
    (['', 'boleh'] as const).flatMap((pinjam) =>
      ['', 'tenda', 'tenda dome'].map((q) => ({ ...NO_ASET_FILTER, q, kondisi, lokasi, pinjam })),
    ),
  ),
);

describe('firestore.indexes.json has the inventory’s indexes', () => {
  it.each(queries)('q "$q", kondisi "$kondisi", lokasi "$lokasi", pinjam "$pinjam"', (filter) => {
    const plan = asetQueryPlan(filter);
    const fields: IndexField[] = [
      ...plan.filters.map((f) =>
        f.op === 'array-contains'
          ? { fieldPath: f.field, arrayConfig: 'CONTAINS' as const }
          : { fieldPath: f.field, order: 'ASCENDING' as const },
      ),
      ...plan.orderBy.map((o) => ({ fieldPath: o.field, order: 'ASCENDING' as const })),
    ];
    const found = indexes.some(
      (index) =>
        index.collectionGroup === 'inventarisAset' &&
        index.queryScope === 'COLLECTION' &&
        JSON.stringify(index.fields) === JSON.stringify(fields),
    );
    expect(found, JSON.stringify(fields)).toBe(true);
  });
});
