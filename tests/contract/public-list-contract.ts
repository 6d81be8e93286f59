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
  const filters = Object.entries(
    list.filters as Record<string, { field: string; values?: Record<string, unknown> }>,
  );
  // As Firestore orders: a missing value first, numbers as numbers, text by its code units.
  const compare = (a: unknown, b: unknown): number => {
    if (a === b) return 0;
    if (a === undefined || a === null) return -1;
    if (b === undefined || b === null) return 1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  };
  return all
    .filter((record) => !list.publishedOnly || record.published === true)
    .filter((record) =>
      filters.every(([param, { field, values }]) => {
        const value = (query as Record<string, unknown>)[param];
        if (value === '') return true;
        // A filter naming its values: the address's word stands for the field's value.
        return values ? record[field] === values[String(value)] : String(record[field]) === value;
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
      for (const [param, { field, values }] of Object.entries(
        list.filters as Record<string, { field: string; values?: Record<string, unknown> }>,
      )) {
        const word = values
          ? Object.keys(values).find((key) => values[key] === shown![field])
          : String(shown![field]);
        expect(word, `${param} names the value ${String(shown![field])}`).toBeDefined();
        queries.push({ ...first(), [param]: word! });
      }
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

    if (list.paging === 'grow')
      it('grows: page n holds the first n pages of rows, with the total', async () => {
        const expected = expectedRows(list, records, first()).map((row) => row.id);
        for (const halaman of [1, 2, 50]) {
          const page = await pageOf(h.anonymous, { ...first(), halaman });
          expect(
            page.items.map((row) => row.id),
            `halaman ${halaman}`,
          ).toEqual(expected.slice(0, halaman * list.pageSize));
          expect(page).toMatchObject({
            total: expected.length,
            halaman,
            perHalaman: list.pageSize,
          });
        }
      });
    else
      it('answers a page past the end with no rows and the total', async () => {
        const page = await pageOf(h.anonymous, { ...first(), halaman: 50 });
        expect(page.items).toEqual([]);
        expect(page.total).toBe(expectedRows(list, records, first()).length);
      });

    const exported = list.export;
    if (exported)
      it('downloads every matching row as CSV and JSON', async () => {
        const expected = expectedRows(list, records, first());
        const csv = readCsv(await fileOf(first(), 'csv'));
        expect(csv[0]).toEqual(exported.columns.map((column) => column.header));
        expect(csv.slice(1)).toHaveLength(expected.length);
        expect(JSON.parse(await fileOf(first(), 'json'))).toHaveLength(expected.length);
      });

    // A malformed filter: a search too long, an unknown order, a word a filter does not name.
    const malformedFilters = (): Query[] => [
      { ...first(), q: 'x'.repeat((list.search?.maxLength ?? 0) + 1) },
      { ...first(), urut: 'bukan-urutan' },
      ...Object.entries(list.filters as Record<string, { values?: object }>)
        .filter(([, filter]) => filter.values)
        .map(([param]) => ({ ...first(), [param]: 'bukan-pilihan' })),
    ];

    it('refuses a malformed query before reading anything', async () => {
      for (const query of [{ ...first(), halaman: 0 }, ...malformedFilters()])
        await expect(pageOf(h.anonymous, query), JSON.stringify(query)).rejects.toMatchObject({
          code: 'VALIDATION',
        });
    });

    if (exported)
      it('refuses a download for a malformed query, never every row instead', async () => {
        for (const query of malformedFilters())
          for (const format of ['csv', 'json'] as const)
            await expect(fileOf(query, format), JSON.stringify(query)).rejects.toMatchObject({
              code: 'VALIDATION',
            });
      });

    if (list.choices?.length)
      describe('its filter choices', () => {
        type Choices = Record<string, string[]>;
        const filters = list.filters as Record<string, { field: string; values?: object }>;
        const choicesOf = (until?: (choices: Choices) => boolean) =>
          firstValue<Choices>((o) => h.anonymous.lists.watchChoices(list, o as never), until);
        // A filter naming its values offers its words; any other offers the field's text.
        const offered = (param: string, value: unknown): string | undefined => {
          const words = filters[param]!.values as Record<string, unknown> | undefined;
          return words ? Object.keys(words).find((word) => words[word] === value) : String(value);
        };
        const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

        it('offers each public row’s value of each choice filter, once, in code-unit order', async () => {
          const shown = expectedRows(list, records, first());
          const choices = await choicesOf();
          expect(Object.keys(choices).sort()).toEqual([...list.choices!].sort());
          for (const param of list.choices!) {
            const values = shown
              .map((row) => offered(param, row[filters[param]!.field]))
              .filter((value): value is string => value !== undefined && value !== '');
            expect(choices[param], param).toEqual([...new Set(values)].sort(byCodeUnits));
          }
        });

        it('follows a write: a new public value shows, a draft’s does not', async () => {
          const fresh = fixture.freshChoices;
          expect(fresh, 'the fixture names fresh choice values').toBeDefined();
          const freshOf = (param: string) =>
            offered(param, (fresh as Record<string, unknown>)[filters[param]!.field]);
          const holdsFresh = (choices: Choices) =>
            list.choices!.every((param) => choices[param]?.includes(freshOf(param)!));
          let draft: Awaited<ReturnType<typeof h.writer.resources.create>> | undefined;
          if (list.publishedOnly) {
            draft = await h.writer.resources.create(resource, {
              ...fixture.valid[0],
              ...fresh,
              published: false,
            } as InputOf<R>);
            // The draft's write has reached the stream (a later snapshot), its values not.
            const after = await choicesOf();
            expect(list.choices!.some((param) => after[param]?.includes(freshOf(param)!))).toBe(
              false,
            );
          }
          const shown = firstValue<Choices>(
            (o) => h.anonymous.lists.watchChoices(list, o as never),
            holdsFresh,
          );
          const at = Date.now();
          const created = draft
            ? await h.writer.resources.update(resource, draft.id, {
                ...fixture.valid[0],
                ...fresh,
                published: true,
              } as InputOf<R>)
            : await h.writer.resources.create(resource, {
                ...fixture.valid[0],
                ...fresh,
              } as InputOf<R>);
          await shown;
          expect(Date.now() - at).toBeLessThan(1_000);
          await h.writer.resources.remove(resource, created.id);
          await choicesOf((choices) => !holdsFresh(choices));
        });
      });

    const item = list.item;
    if (item)
      describe('its item', () => {
        const itemOf = (key: string) =>
          firstValue<Row | null>((o) => h.anonymous.lists.watchItem(list, key, o));
        const keyOf = (record: object) => String((record as Row)[item.field]);

        it('opens a public record by its key, as the item the declaration names', async () => {
          const shown = expectedRows(list, records, first())[0];
          expect(shown, 'the fixtures hold a public record').toBeDefined();
          const found = await itemOf(keyOf(shown!));
          expect(found?.id).toBe(shown!.id);
          expect(Object.keys(found!).every((key) => key in item.row.shape)).toBe(true);
        });

        it('answers null for a key no record holds', async () => {
          expect(await itemOf('tidak-ada-yang-memakai-kunci-ini')).toBeNull();
        });

        if (list.publishedOnly)
          it('answers null for a record not published, as for an unknown key', async () => {
            const draft = (records as unknown as (Row & { published?: unknown })[]).find(
              (record) => record.published !== true,
            );
            expect(draft, 'the fixtures hold a record not published').toBeDefined();
            expect(await itemOf(keyOf(draft!))).toBeNull();
          });

        it('refuses a malformed key before reading anything', async () => {
          for (const key of ['', 'x'.repeat(item.maxLength + 1)])
            await expect(itemOf(key), JSON.stringify(key)).rejects.toMatchObject({
              code: 'VALIDATION',
            });
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
            for (const format of exported ? (['csv', 'json'] as const) : [])
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
