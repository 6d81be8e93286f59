import { LIVE_TOPICS } from '../../shared/live';
import {
  prokerChoices,
  prokerPage,
  prokerPageQuerySchema,
  type MinistryNames,
  type ProkerPageQuery,
  type ProkerRecord,
} from '../../shared/keterbukaan/proker-list';
import { prokerResource } from '../../shared/keterbukaan/proker-resource';
import { strukturDivisiResource } from '../../shared/struktur/struktur-resources';
import type { LiveHub } from '../live/live-hub';
import { parseLiveParam } from '../live/live-param';
import type { LiveSource } from '../live/live-source';
import type { ResourceServices } from '../resources/resource-services';

/** The query as one canonical text (fields in a fixed order): the access key of its group. */
const canonicalQuery = (query: ProkerPageQuery) =>
  JSON.stringify([query.q.trim(), query.periode, query.kementerianId, query.status, query.halaman]);

/** What the work-programme reads need: the programmes and the ministries' names. */
export function prokerReads(resources: ResourceServices) {
  const programmes = resources.of(prokerResource);
  const divisions = resources.of(strukturDivisiResource);
  return {
    records: () => programmes.list() as ProkerRecord[],
    // The divisions in Struktur's order (their drag order): the choices keep it.
    names: (): MinistryNames =>
      new Map(
        [...divisions.list()]
          .sort((a, b) => a.position - b.position)
          .map((divisi) => [divisi.id, divisi.nama]),
      ),
  };
}

/**
 * The public reads of /keterbukaan-informasi/program-kerja: a page of programmes per query (a
 * parameterised topic: a visitor never downloads the collection) and the filter's choices. Both
 * follow the programmes and Struktur's divisions (a renamed ministry shows at once).
 */
export function prokerLiveSources(
  resources: ResourceServices,
  hub: LiveHub,
): Record<typeof LIVE_TOPICS.prokerPage | typeof LIVE_TOPICS.prokerChoices, LiveSource> {
  const reads = prokerReads(resources);
  const changed = () => {
    hub.publish(LIVE_TOPICS.prokerPage);
    hub.publish(LIVE_TOPICS.prokerChoices);
  };
  hub.subscribe(prokerResource.liveTopic, changed);
  hub.subscribe(strukturDivisiResource.liveTopic, changed);
  return {
    [LIVE_TOPICS.prokerPage]: {
      keptUntilPublished: true,
      access: (_viewer, param) => canonicalQuery(parseLiveParam(prokerPageQuerySchema, param)),
      load: (key) => {
        const [q, periode, kementerianId, status, halaman] = JSON.parse(key) as [
          string,
          string,
          string,
          ProkerPageQuery['status'],
          number,
        ];
        return prokerPage(
          reads.records(),
          { q, periode, kementerianId, status, halaman },
          reads.names(),
        );
      },
    },
    [LIVE_TOPICS.prokerChoices]: {
      keptUntilPublished: true,
      access: () => 'public',
      load: () => prokerChoices(reads.records(), reads.names()),
    },
  };
}
