/**
 * Every query the public anggaran list makes on Firestore (anggaran-query.ts) has its composite
 * index in firestore.indexes.json: Firestore refuses a query without one in production, while the
 * emulator answers it anyway, so only this check catches a missing index.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anggaranQueryPlan } from '../../src/renderer/src/backend/firebase/anggaran-query';
import { FIRST_ANGGARAN_PAGE } from '../../src/shared/keterbukaan/anggaran-list';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const { indexes } = JSON.parse(fs.readFileSync('firestore.indexes.json', 'utf8')) as {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
};

/** Every combination of the four filters (a search of one word and of two). */
const queries = [0, 2025].flatMap((tahun) =>
  ['', 'org-uji'].flatMap((organisasiId) =>
    (['', 'Selesai'] as const).flatMap((status) =>
      ['', 'natalis', 'dies natalis'].map((q) => ({
        ...FIRST_ANGGARAN_PAGE,
        tahun,
        organisasiId,
        status,
        q,
      })),
    ),
  ),
);

describe('firestore.indexes.json has the anggaran list’s indexes', () => {
  it.each(queries)(
    'tahun $tahun, organisasi "$organisasiId", status "$status", q "$q"',
    (query) => {
      const plan = anggaranQueryPlan(query);
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
      const found = indexes.some(
        (index) =>
          index.collectionGroup === 'anggaranProgram' &&
          index.queryScope === 'COLLECTION' &&
          JSON.stringify(index.fields) === JSON.stringify(fields),
      );
      expect(found, JSON.stringify(fields)).toBe(true);
    },
  );
});
