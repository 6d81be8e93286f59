/**
 * Every query the public news pages make on Firestore (news-query.ts) has its composite index in
 * firestore.indexes.json: Firestore refuses a query without one (FAILED_PRECONDITION) in
 * production, while the emulator answers it anyway, so only this check catches a missing index.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newsQueryPlan } from '../../src/renderer/src/backend/firebase/news-query';
import { NEWS_CATEGORIES } from '../../src/shared/content/news';
import { FIRST_NEWS_PAGE, NEWS_SORTS } from '../../src/shared/content/news-pages';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const { indexes } = JSON.parse(fs.readFileSync('firestore.indexes.json', 'utf8')) as {
  indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
};

const queries = NEWS_SORTS.flatMap((urut) =>
  (['', NEWS_CATEGORIES[0]] as const).flatMap((kategori) =>
    ['', 'rapat', 'rapat pleno'].map((q) => ({ ...FIRST_NEWS_PAGE, urut, kategori, q })),
  ),
);

describe('firestore.indexes.json has the news pages’ indexes', () => {
  it.each(queries)('urut $urut, kategori "$kategori", q "$q"', (query) => {
    const plan = newsQueryPlan(query);
    const fields: IndexField[] = [
      ...plan.filters.map((f) =>
        f.op === 'array-contains'
          ? { fieldPath: f.field, arrayConfig: 'CONTAINS' as const }
          : { fieldPath: f.field, order: 'ASCENDING' as const },
      ),
      ...plan.orderBy.map((o) => ({ fieldPath: o.field, order: 'DESCENDING' as const })),
    ];
    const found = indexes.some(
      (index) =>
        index.collectionGroup === 'news' &&
        index.queryScope === 'COLLECTION' &&
        JSON.stringify(index.fields) === JSON.stringify(fields),
    );
    expect(found, JSON.stringify(fields)).toBe(true);
  });
});
