import { safeParse } from 'zod/mini';
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
import { AppError } from '../http/app-error';
import type { LiveHub } from '../live/live-hub';
import type { LiveSource } from '../live/live-source';
import type { ResourceServices } from '../resources/resource-services';

const badParam = () => new AppError('VALIDATION', 400, 'Parameter tidak valid.');

function parseJson(param: string | undefined): unknown {
  if (param === undefined) throw badParam();
  try {
    return JSON.parse(param) as unknown;
  } catch {
    throw badParam();
  }
}

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
        const parsed = safeParse(asetPageQuerySchema, parseJson(param));
        if (!parsed.success) throw badParam();
        return canonicalQuery(parsed.data);
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
        const id = parseJson(param);
        if (typeof id !== 'string' || !isAsetId(id)) throw badParam();
        return id;
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
