/**
 * Every query the public Program Kerja and Risalah Rapat pages make on Firestore
 * (proker-query.ts, risalah-query.ts) has its composite index in firestore.indexes.json:
 * Firestore refuses a query without one (FAILED_PRECONDITION) in production, while the emulator
 * answers it anyway, so only this check catches a missing index.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FirestoreListPlan } from '../../src/renderer/src/backend/firebase/paged-live-query';
import { prokerQueryPlan } from '../../src/renderer/src/backend/firebase/proker-query';
import { risalahQueryPlan } from '../../src/renderer/src/backend/firebase/risalah-query';
import { PROKER_STATUSES } from '../../src/shared/keterbukaan/proker';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const { indexes } = JSON.parse(fs.readFileSync('firestore.indexes.json', 'utf8')) as {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
};

function hasIndex(collectionGroup: string, plan: FirestoreListPlan): boolean {
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
  return indexes.some(
    (index) =>
      index.collectionGroup === collectionGroup &&
      index.queryScope === 'COLLECTION' &&
      JSON.stringify(index.fields) === JSON.stringify(fields),
  );
}

const prokerFilters = ['', 'div-1'].flatMap((kementerianId) =>
  (['', PROKER_STATUSES[2]] as const).flatMap((status) =>
    ['', '2025/2026'].flatMap((periode) =>
      ['', 'seminar', 'seminar nuklir'].map((q) => ({ q, periode, kementerianId, status })),
    ),
  ),
);

describe('firestore.indexes.json has the transparency pages’ indexes', () => {
  it.each(prokerFilters)(
    'programKerja: q "$q", periode "$periode", kementerian "$kementerianId", status "$status"',
    (filter) => {
      expect(hasIndex('programKerja', prokerQueryPlan(filter)), JSON.stringify(filter)).toBe(true);
    },
  );

  it.each(['', 'pleno', 'rapat pleno'])('risalahRapat: q "%s"', (q) => {
    const plan = risalahQueryPlan({ q });
    expect(plan.filters[0]).toEqual({ field: 'published', op: '==', value: true });
    expect(hasIndex('risalahRapat', plan)).toBe(true);
  });
});
