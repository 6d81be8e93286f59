import { findListItem, listItemKeySchema } from '../../shared/public-lists/list-item';
import type { AnyPublicList } from '../../shared/public-lists/public-list';
import { parseLiveParam } from '../live/live-param';
import type { LiveSource } from '../live/live-source';

/**
 * A declared public list's item topic, `resources/{name}/butir`: one record by its key (the
 * parameter, checked before anything is read), null when no record the public may see holds it.
 * The collection's service publishes it after each write, so a snapshot changes only then and the
 * last ones are kept for the next visitors of the same key.
 */
export function publicListItemLiveSource(
  list: AnyPublicList,
  records: () => readonly object[],
): Record<string, LiveSource> {
  const item = list.item;
  if (!item) return {};
  const schema = listItemKeySchema(item);
  return {
    [item.liveTopic]: {
      keptUntilPublished: true,
      access: (_viewer, param) => parseLiveParam(schema, param),
      load: (key) => findListItem(list, records(), key),
    },
  };
}
