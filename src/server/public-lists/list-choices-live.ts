import { listChoices } from '../../shared/public-lists/list-choices';
import type { AnyPublicList } from '../../shared/public-lists/public-list';
import type { LiveSource } from '../live/live-source';

/**
 * A declared public list's filter choices (`choices`), live on `resources/{name}/pilihan`: one
 * snapshot for every visitor, from every record of its collection as stored; the collection's
 * service publishes it after each write, like the page topic. A list without choices has none.
 */
export function publicListChoicesLiveSource(
  list: AnyPublicList,
  records: () => readonly object[],
): Record<string, LiveSource> {
  if (!list.choices?.length) return {};
  return {
    [list.choicesTopic]: {
      access: () => 'public',
      load: () => listChoices(list, records()),
    },
  };
}
