import * as z from 'zod/mini';
import { isListed, pickNamed } from './list-rows';
import type { AnyPublicList, ItemOf, PublicListItem } from './public-list';

/**
 * One record of a public list by a field's value (a news item by its address): pure, so the
 * embedded server (on every record) and the Firebase adapter (on the one document its query
 * read) answer alike.
 */

const KEY_MESSAGE = 'Kunci tidak valid.';

/** What every backend accepts as a key before reading anything: 1 to `maxLength` characters. */
export const listItemKeySchema = (item: Pick<PublicListItem, 'maxLength'>) =>
  z
    .string({ error: KEY_MESSAGE })
    .check(
      z.minLength(1, { error: KEY_MESSAGE }),
      z.maxLength(item.maxLength, { error: KEY_MESSAGE }),
    );

/** The item of a record: the fields the item names, and nothing else. */
export const listItem = <L extends AnyPublicList>(
  item: PublicListItem<ItemOf<L>>,
  record: object,
): ItemOf<L> => pickNamed(item.row.shape, record as Record<string, unknown>) as ItemOf<L>;

/** The item of the record the public may see whose field holds the key; null when there is none. */
export function findListItem<L extends AnyPublicList>(
  list: L,
  records: readonly object[],
  key: string,
): ItemOf<L> | null {
  const item = list.item as PublicListItem<ItemOf<L>> | undefined;
  if (!item) return null;
  const found = records.find((record) => {
    const cells = record as Record<string, unknown>;
    return cells[item.field] === key && isListed(list, cells);
  });
  return found ? listItem<L>(item, found) : null;
}
