import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/renderer/src/backend/contract';
import type { ListPage } from '../../src/shared/open-data/paging';
import { firstListQuery } from '../../src/shared/public-lists/list-address';
import type {
  AnyPublicList,
  ListFilter,
  ListQuery,
  SortKey,
} from '../../src/shared/public-lists/public-list';
import type { AnyResource, InputOf, RecordOf } from '../../src/shared/resources/resource';
import type { ResourceHarness } from './resource-contract';
import { readCsv } from './support/live-value';
import type { ResourceFixture } from './support/resource-fixtures';

type Row = { id: string } & Record<string, unknown>;
// Loose on purpose: the suite builds queries of any list, including malformed ones.
type Query = { q: string; urut: string; halaman: number } & Record<string, string | number>;

/** The first value a live watch sends that satisfies `until`. */
function firstValue<T>(
  watch: (observer: { next(value: T): void; error(error: unknown): void }) => () => void,
  until: (value: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let stop: () => void = () => undefined;
    const timer = setTimeout(() => {
      stop();
      reject(new Error('no matching value in time'));
    }, timeoutMs);
    stop = watch({
      next: (value) => {
        if (!until(value)) return;
        clearTimeout(timer);
        stop();
        resolve(value);
      },
      error: (error) => {
        clearTimeout(timer);
        stop();
        reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
      },
    });
  });
}

// The expectations below are written here, independently of src/shared/public-lists: what the
// public may see, each word of the search in a searched field, each filter's exact value, the
// declared order with the id last.
const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

function expectedRows(list: AnyPublicList, records: readonly object[], query: Query): Row[] {
  const all = records as (Row & { published?: unknown })[];
  const wanted = words(query.q);
  const keys: readonly SortKey[] = (list.sorts as Record<string, readonly SortKey[]>)[query.urut]!;
  const filters = Object.entries(list.filters as Record<string, { field: string }>);
  const compare = (a: unknown, b: unknown) =>
    String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  return all
    .filter((record) => !list.publishedOnly || record.published === true)
    .filter((record) =>
      filters.every(([param, { field }]) => {
        const value = (query as Record<string, unknown>)[param];
        return value === '' || String(record[field]) === value;
      }),
    )
    .filter((record) =>
      wanted.every((word) =>
        (list.search?.fields ?? []).some((field) =>
          String(record[field]).toLowerCase().includes(word),
        ),
      ),
    )
    .sort((a, b) => {
      for (const key of keys) {
        const order = compare(a[key.field], b[key.field]);
        if (order !== 0) return key.direction === 'asc' ? order : -order;
      }
      const last = keys.at(-1)?.direction ?? 'asc';
      return last === 'asc' ? compare(a.id, b.id) : compare(b.id, a.id);
    });
}

/**
 * The same expectations for every declared public list on every backend: the rows a query shows,
 * the search and each filter, the orders, the pages, the open data, and what is never shown.
 */
export function describePublicListContract<R extends AnyResource>(
  backendName: string,
  fixture: ResourceFixture<R>,
  createHarness: () => Promise<ResourceHarness>,
) {
  const { resource } = fixture;
  const list = resource.publicList!;
  describe(`public list of ${resource.name} on ${backendName}`, () => {
    let h: ResourceHarness;
    let records: RecordOf<R>[] = [];
    beforeAll(async () => {
      h = await createHarness();
      for (const input of fixture.valid) await h.writer.resources.create(resource, input);
      records = await firstValue<RecordOf<R>[]>(
        (o) => h.writer.resources.watchAll(resource, o),
        (all) => all.length >= fixture.valid.length,
      );
    }, 60_000);
    afterAll(async () => {
      await h?.dispose();
    });

    const pageOf = (backend: Backend, query: Query) =>
      firstValue<ListPage<Row>>((o) =>
        backend.lists.watchPage(list, query as unknown as ListQuery<AnyPublicList>, o),
      );
    const first = (): Query => firstListQuery(list) as unknown as Query;
    const filterOf = ({ halaman: _halaman, ...filter }: Query) =>
      filter as unknown as ListFilter<AnyPublicList>;
    const fileOf = async (query: Query, format: 'csv' | 'json') =>
      (await h.anonymous.lists.download(list, filterOf(query), format)).text();

    it('shows exactly the public records as rows, in every declared order', async () => {
      for (const urut of Object.keys(list.sorts)) {
        const query = { ...first(), urut };
        const page = await pageOf(h.anonymous, query);
        const expected = expectedRows(list, records, query);
        expect(page.total, urut).toBe(expected.length);
        expect(
          page.items.map((row) => row.id),
          urut,
        ).toEqual(expected.slice(0, list.pageSize).map((row) => row.id));
        for (const row of page.items)
          expect(Object.keys(row).every((key) => key in list.row.shape)).toBe(true);
      }
    });

    it('finds a record by a word of what it searches, and by each filter’s value', async () => {
      const shown = expectedRows(list, records, first())[0];
      expect(shown, 'the fixtures hold a public record').toBeDefined();
      const queries: Query[] = [];
      if (list.search) {
        const text = String(shown![list.search.fields[0]!]);
        const word = words(text).sort((a, b) => b.length - a.length)[0]!;
        queries.push({ ...first(), q: word.toUpperCase() });
      }
      for (const [param, { field }] of Object.entries(
        list.filters as Record<string, { field: string }>,
      ))
        queries.push({ ...first(), [param]: String(shown![field]) });
      for (const query of queries) {
        const page = await pageOf(h.anonymous, query);
        const expected = expectedRows(list, records, query);
        expect(
          page.items.map((row) => row.id),
          JSON.stringify(query),
        ).toEqual(expected.slice(0, list.pageSize).map((row) => row.id));
        expect(page.items.map((row) => row.id)).toContain(shown!.id);
      }
    });

    it('answers a page past the end with no rows and the total', async () => {
      const page = await pageOf(h.anonymous, { ...first(), halaman: 50 });
      expect(page.items).toEqual([]);
      expect(page.total).toBe(expectedRows(list, records, first()).length);
    });

    it('downloads every matching row as CSV and JSON', async () => {
      const expected = expectedRows(list, records, first());
      const csv = readCsv(await fileOf(first(), 'csv'));
      expect(csv[0]).toEqual(list.export.columns.map((column) => column.header));
      expect(csv.slice(1)).toHaveLength(expected.length);
      expect(JSON.parse(await fileOf(first(), 'json'))).toHaveLength(expected.length);
    });

    it('refuses a malformed query before reading anything', async () => {
      for (const query of [
        { ...first(), halaman: 0 },
        { ...first(), q: 'x'.repeat((list.search?.maxLength ?? 0) + 1) },
        { ...first(), urut: 'bukan-urutan' },
      ])
        await expect(pageOf(h.anonymous, query), JSON.stringify(query)).rejects.toMatchObject({
          code: 'VALIDATION',
        });
    });

    if (list.publishedOnly)
      describe('a record not published', () => {
        const draftOf = () => {
          const draft = (records as unknown as (Row & { published?: unknown })[]).find(
            (record) => record.published !== true,
          );
          expect(draft, 'the fixtures hold a record not published').toBeDefined();
          // A word only the draft's searched text holds, to look for it everywhere.
          const others = expectedRows(list, records, first())
            .map((row) => (list.search?.fields ?? []).map((field) => String(row[field])).join(' '))
            .join(' ')
            .toLowerCase();
          const secret = words(String(draft![list.search?.fields[0] ?? 'id'])).find(
            (word) => !others.includes(word),
          );
          expect(secret, 'the draft has a word of its own').toBeDefined();
          return { draft: draft!, secret: secret! };
        };

        it('is on no public page, search or download', async () => {
          const { draft, secret } = draftOf();
          for (const query of [first(), { ...first(), q: secret }]) {
            const page = await pageOf(h.anonymous, query);
            expect(page.items.map((row) => row.id)).not.toContain(draft.id);
            for (const format of ['csv', 'json'] as const)
              expect((await fileOf(query, format)).toLowerCase()).not.toContain(secret);
          }
        });

        it('shows on an open page within a second of being published', async () => {
          const { draft, secret } = draftOf();
          const query = { ...first(), q: secret };
          const shown = firstValue<ListPage<Row>>(
            (o) =>
              h.anonymous.lists.watchPage(list, query as unknown as ListQuery<AnyPublicList>, o),
            (page) => page.items.some((row) => row.id === draft.id),
          );
          const { id: _id, position: _position, ...input } = draft;
          const at = Date.now();
          await h.writer.resources.update(resource, draft.id, {
            ...input,
            published: true,
          } as InputOf<R>);
          await shown;
          expect(Date.now() - at).toBeLessThan(1_000);
          await h.writer.resources.update(resource, draft.id, {
            ...input,
            published: false,
          } as InputOf<R>);
        });
      });
  });
}
