import { LIVE_TOPICS } from '../../shared/live';
import {
  risalahPage,
  risalahPageQuerySchema,
  type RisalahRecord,
} from '../../shared/keterbukaan/risalah-list';
import { risalahResource } from '../../shared/keterbukaan/risalah-resource';
import type { LiveHub } from '../live/live-hub';
import { parseLiveParam } from '../live/live-param';
import type { LiveSource } from '../live/live-source';
import type { ResourceServices } from '../resources/resource-services';

/** The minutes as stored (drafts included): the shared page function keeps the final ones only. */
export const risalahRecords = (resources: ResourceServices) => () =>
  resources.of(risalahResource).list() as RisalahRecord[];

/**
 * The public read of /keterbukaan-informasi/risalah-rapat: a page of final minutes per search (a
 * parameterised topic), following the collection, so a minute marked final shows on every open
 * page within the hub's next turn.
 */
export function risalahLiveSources(
  resources: ResourceServices,
  hub: LiveHub,
): Record<typeof LIVE_TOPICS.risalahPage, LiveSource> {
  const records = risalahRecords(resources);
  hub.subscribe(risalahResource.liveTopic, () => hub.publish(LIVE_TOPICS.risalahPage));
  return {
    [LIVE_TOPICS.risalahPage]: {
      access: (_viewer, param) => {
        const query = parseLiveParam(risalahPageQuerySchema, param);
        return JSON.stringify([query.q.trim(), query.halaman]);
      },
      load: (key) => {
        const [q, halaman] = JSON.parse(key) as [string, number];
        return risalahPage(records(), { q, halaman });
      },
    },
  };
}
