import { listPage } from '../../shared/public-lists/list-rows';
import { listQuerySchema } from '../../shared/public-lists/list-query-schema';
import type { AnyPublicList, ListQuery } from '../../shared/public-lists/public-list';
import { parseLiveParam } from '../live/live-param';
import type { LiveSource } from '../live/live-source';

/**
 * A declared public list's live topic: one page per query (the parameter), from every record of
 * its collection as stored; the collection's service publishes it after each write, so a record
 * made public shows on every open page within the hub's next turn. A page changes only then, so
 * its last snapshots are kept for the next visitors of the same query (opening /berita costs no
 * read).
 */
export function publicListLiveSource(
  list: AnyPublicList,
  records: () => readonly object[],
): Record<string, LiveSource> {
  const schema = listQuerySchema(list);
  return {
    [list.liveTopic]: {
      keptUntilPublished: true,
      // The canonical query is the key: equal queries share one read.
      access: (_viewer, param) => {
        const query = { ...parseLiveParam(schema, param) } as Record<string, unknown>;
        query['q'] = String(query['q']).trim();
        return JSON.stringify(Object.fromEntries(Object.entries(query).sort()));
      },
      load: (key) => listPage(list, records(), JSON.parse(key) as ListQuery<AnyPublicList>),
    },
  };
}
