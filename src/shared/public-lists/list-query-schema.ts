import * as z from 'zod/mini';
import { LIST_MAX_PAGE, type AnyPublicList, type ListFilter, type ListQuery } from './public-list';

const MESSAGES = {
  q: 'Kata kunci terlalu panjang.',
  filter: 'Saringan tidak valid.',
  urut: 'Urutan tidak dikenal.',
  halaman: 'Halaman tidak valid.',
} as const;

/**
 * What a backend accepts as a list's query, built from its declaration: the search and each
 * filter as bounded text, the order one of the declared ones, the page a whole number from 1.
 * Every backend parses the query with it before reading anything.
 */
export function listFilterSchema<L extends AnyPublicList>(list: L): z.ZodMiniType<ListFilter<L>> {
  const filters = Object.fromEntries(
    Object.entries(list.filters).map(([param, filter]) => [
      param,
      // A filter naming its values accepts those words (or none) only.
      filter.values
        ? z.enum(['', ...Object.keys(filter.values)], {
            error: filter.unknownValue ?? MESSAGES.filter,
          })
        : z
            .string({ error: MESSAGES.filter })
            .check(z.maxLength(filter.maxLength, { error: MESSAGES.filter })),
    ]),
  );
  return z.object({
    q: z
      .string({ error: MESSAGES.q })
      .check(z.maxLength(list.search?.maxLength ?? 0, { error: MESSAGES.q })),
    urut: z.enum(Object.keys(list.sorts) as [string, ...string[]], { error: MESSAGES.urut }),
    ...filters,
  }) as unknown as z.ZodMiniType<ListFilter<L>>;
}

export function listQuerySchema<L extends AnyPublicList>(list: L): z.ZodMiniType<ListQuery<L>> {
  return z.extend(listFilterSchema(list) as unknown as z.ZodMiniObject, {
    halaman: z
      .number({ error: MESSAGES.halaman })
      .check(
        z.int({ error: MESSAGES.halaman }),
        z.minimum(1, { error: MESSAGES.halaman }),
        z.maximum(LIST_MAX_PAGE, { error: MESSAGES.halaman }),
      ),
  }) as unknown as z.ZodMiniType<ListQuery<L>>;
}
