import { LIVE_TOPICS } from '../../shared/live';
import { organisationsResource } from '../../shared/direktori/organisations-resource';
import {
  anggaranPage,
  anggaranPageQuerySchema,
  anggaranYears,
  type AnggaranPageQuery,
  type AnggaranRecord,
} from '../../shared/keterbukaan/anggaran-list';
import { anggaranOverview } from '../../shared/keterbukaan/anggaran-overview';
import { anggaranResource } from '../../shared/keterbukaan/anggaran-resource';
import { anggaranSummary } from '../../shared/keterbukaan/anggaran-summary';
import { publicOrganisationNames } from '../../shared/keterbukaan/organisation-names';
import { standarBiayaResource } from '../../shared/keterbukaan/standar-biaya-resource';
import type { LiveHub } from '../live/live-hub';
import { parseLiveParam } from '../live/live-param';
import type { LiveSource } from '../live/live-source';
import type { ResourceServices } from '../resources/resource-services';

/** The query as one canonical text (fields in a fixed order): the access key of its group. */
const canonicalQuery = (query: AnggaranPageQuery) =>
  JSON.stringify([query.q.trim(), query.tahun, query.organisasiId, query.status, query.halaman]);

/** What the anggaran reads need of the declared collections (also the open-data routes'). */
export function anggaranReads(resources: ResourceServices) {
  return {
    programmes: () => resources.of(anggaranResource).list() as AnggaranRecord[],
    names: () => publicOrganisationNames(resources.of(organisationsResource).list()),
    sbmLists: () => resources.of(standarBiayaResource).list(),
  };
}

/**
 * The public reads of Transparansi Anggaran (issue 17): a page of 10 programmes per query and the
 * overview (summary over every programme, filter choices, latest SBM). A visitor never downloads
 * the collection. Both follow the programmes', the SBM's and the directory's topics, so a saved
 * programme, a new SBM or a renamed organisation reaches every open page within the hub's next
 * turn. The store keeps its parsed list (resource-store.ts), so a read filters records in memory.
 */
export function anggaranLiveSources(
  resources: ResourceServices,
  hub: LiveHub,
): Record<typeof LIVE_TOPICS.anggaranPage | typeof LIVE_TOPICS.anggaranOverview, LiveSource> {
  const reads = anggaranReads(resources);
  for (const topic of [
    anggaranResource.liveTopic,
    standarBiayaResource.liveTopic,
    organisationsResource.liveTopic,
  ])
    hub.subscribe(topic, () => {
      hub.publish(LIVE_TOPICS.anggaranPage);
      hub.publish(LIVE_TOPICS.anggaranOverview);
    });
  return {
    [LIVE_TOPICS.anggaranPage]: {
      keptUntilPublished: true,
      access: (_viewer, param) => {
        return canonicalQuery(parseLiveParam(anggaranPageQuerySchema, param));
      },
      load: (key) => {
        const [q, tahun, organisasiId, status, halaman] = JSON.parse(key) as [
          string,
          number,
          string,
          AnggaranPageQuery['status'],
          number,
        ];
        return anggaranPage(
          reads.programmes(),
          { q, tahun, organisasiId, status, halaman },
          reads.names(),
        );
      },
    },
    [LIVE_TOPICS.anggaranOverview]: {
      keptUntilPublished: true,
      access: () => 'public',
      load: () => {
        const programmes = reads.programmes();
        return anggaranOverview({
          ringkasan: anggaranSummary(programmes),
          years: anggaranYears(programmes),
          organisationIds: programmes.map((programme) => programme.organisasiId),
          names: reads.names(),
          sbmLists: reads.sbmLists(),
        });
      },
    },
  };
}
