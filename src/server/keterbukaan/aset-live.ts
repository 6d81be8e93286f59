import * as z from 'zod/mini';
import { LIVE_TOPICS } from '../../shared/live';
import {
  asetLokasiChoices,
  asetPage,
  asetPageQuerySchema,
  isAsetId,
  publicAsetById,
  type AsetPageQuery,
  type AsetRecord,
} from '../../shared/keterbukaan/aset-list';
import { asetResource } from '../../shared/keterbukaan/aset-resource';
import type { LiveHub } from '../live/live-hub';
import { parseLiveParam } from '../live/live-param';
import type { LiveSource } from '../live/live-source';
import type { ResourceServices } from '../resources/resource-services';

/** The query as one canonical text (fields in a fixed order): the access key of its group. */
const canonicalQuery = (query: AsetPageQuery) =>
  JSON.stringify([query.q.trim(), query.kondisi, query.lokasi, query.pinjam, query.halaman]);

type AsetTopic =
  typeof LIVE_TOPICS.asetPage | typeof LIVE_TOPICS.asetDetail | typeof LIVE_TOPICS.asetLokasi;

/**
 * The public reads of the inventory (issue 17 item 5): the cards a query shows, one published
 * asset by its id, and the location choices, all computed here from the published assets only
 * (aset-list.ts), so a private asset is not found and a visitor never downloads the collection.
 * Each follows the collection's own topic: a change reaches every open page within the hub's
 * next turn.
 */
export function asetLiveSources(
  resources: ResourceServices,
  hub: LiveHub,
): Record<AsetTopic, LiveSource> {
  const records = () => resources.of(asetResource).list() as AsetRecord[];
  hub.subscribe(asetResource.liveTopic, () => {
    hub.publish(LIVE_TOPICS.asetPage);
    hub.publish(LIVE_TOPICS.asetDetail);
    hub.publish(LIVE_TOPICS.asetLokasi);
  });
  return {
    [LIVE_TOPICS.asetPage]: {
      keptUntilPublished: true,
      access: (_viewer, param) => {
        return canonicalQuery(parseLiveParam(asetPageQuerySchema, param));
      },
      load: (key) => {
        const [q, kondisi, lokasi, pinjam, halaman] = JSON.parse(key) as [
          string,
          AsetPageQuery['kondisi'],
          string,
          AsetPageQuery['pinjam'],
          number,
        ];
        return asetPage(records(), { q, kondisi, lokasi, pinjam, halaman });
      },
    },
    [LIVE_TOPICS.asetDetail]: {
      keptUntilPublished: true,
      access: (_viewer, param) => {
        return parseLiveParam(z.string().check(z.refine(isAsetId)), param);
      },
      load: (id) => publicAsetById(records(), id),
    },
    [LIVE_TOPICS.asetLokasi]: {
      keptUntilPublished: true,
      access: () => 'public',
      load: () => asetLokasiChoices(records()),
    },
  };
}
