import * as z from 'zod/mini';
import { LIVE_TOPICS } from '../../shared/live';
import {
  isNewsSlug,
  newsPage,
  newsPageQuerySchema,
  publishedNewsBySlug,
  type NewsPageQuery,
  type NewsRecord,
} from '../../shared/content/news-pages';
import { newsResource } from '../../shared/content/news-resource';
import type { LiveHub } from '../live/live-hub';
import { parseLiveParam } from '../live/live-param';
import type { LiveSource } from '../live/live-source';
import type { ResourceServices } from '../resources/resource-services';

/** The query as one canonical text (fields in a fixed order): the access key of its group. */
const canonicalQuery = (query: NewsPageQuery) =>
  JSON.stringify([query.q.trim(), query.kategori, query.urut, query.halaman]);

/**
 * The public reads of the news (issue 16 item 4): a page of cards per query and one item per
 * slug, both parameterised live topics. A visitor never downloads the collection: /berita with 500
 * items sends six cards. Both topics follow the collection's own topic, so a publish reaches every
 * open page within the hub's next turn.
 */
export function newsLiveSources(
  resources: ResourceServices,
  hub: LiveHub,
): Record<typeof LIVE_TOPICS.newsPage | typeof LIVE_TOPICS.newsDetail, LiveSource> {
  const service = resources.of(newsResource);
  const records = () => service.list() as NewsRecord[];
  hub.subscribe(newsResource.liveTopic, () => {
    hub.publish(LIVE_TOPICS.newsPage);
    hub.publish(LIVE_TOPICS.newsDetail);
  });
  return {
    [LIVE_TOPICS.newsPage]: {
      keptUntilPublished: true,
      access: (_viewer, param) => {
        return canonicalQuery(parseLiveParam(newsPageQuerySchema, param));
      },
      load: (key) => {
        const [q, kategori, urut, halaman] = JSON.parse(key) as [string, never, never, number];
        return newsPage(records(), { q, kategori, urut, halaman });
      },
    },
    [LIVE_TOPICS.newsDetail]: {
      keptUntilPublished: true,
      access: (_viewer, param) => {
        return parseLiveParam(z.string().check(z.refine(isNewsSlug)), param);
      },
      load: (slug) => publishedNewsBySlug(records(), slug),
    },
  };
}
