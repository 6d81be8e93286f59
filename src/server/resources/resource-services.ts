import type { FastifyInstance } from 'fastify';
import type { AnyResource } from '../../shared/resources/resource';
import type { UsageCounters } from '../../shared/resources/record-usage';
import type { Db } from '../db/database';
import type { HistoriService } from '../histori/histori-service';
import type { LiveHub } from '../live/live-hub';
import type { LiveSource, LiveViewer } from '../live/live-source';
import { publicListChoicesLiveSource } from '../public-lists/list-choices-live';
import { publicListItemLiveSource } from '../public-lists/list-item-live';
import { publicListLiveSource } from '../public-lists/list-live';
import { registerPublicListRoutes } from '../public-lists/list-routes';
import { resourceLiveSources } from './resource-live';
import { registerResourceRoutes } from './resource-routes';
import { createResourceService, type ResourceService } from './resource-service';

export interface ResourceServices {
  readonly declarations: readonly AnyResource[];
  /** The service of a declared collection by its name. */
  of<R extends AnyResource>(resource: R): ResourceService<R>;
}

/** One service per declared collection; a name declared twice is a start-up error. */
export function createResourceServices(
  declarations: readonly AnyResource[],
  deps: { db: Db; histori: HistoriService; hub: LiveHub; usages: UsageCounters },
): ResourceServices {
  const services = new Map<string, ResourceService<AnyResource>>();
  for (const resource of declarations) {
    if (services.has(resource.name))
      throw new Error(`Koleksi "${resource.name}" dideklarasikan dua kali.`);
    services.set(resource.name, createResourceService(resource, deps));
  }
  return {
    declarations,
    of: <R extends AnyResource>(resource: R) => {
      const service = services.get(resource.name);
      if (!service) throw new Error(`Koleksi "${resource.name}" tidak dideklarasikan.`);
      return service as ResourceService<R>;
    },
  };
}

/** The records of the collection a public list's rows refer to (`export.names`), if any. */
function referencedRecords(resources: ResourceServices, name: string | undefined) {
  const referenced = resources.declarations.find((other) => other.name === name);
  return referenced ? resources.of(referenced).list() : [];
}

/** Every declared collection's routes, with its public list's downloads. */
export function registerAllResourceRoutes(app: FastifyInstance, resources: ResourceServices): void {
  for (const resource of resources.declarations) {
    const service = resources.of(resource);
    registerResourceRoutes(app, resource, service);
    if (resource.publicList)
      registerPublicListRoutes(
        app,
        resource.publicList,
        () => service.list(),
        () => referencedRecords(resources, resource.publicList?.export?.names?.resource),
      );
  }
}

/** Every declared collection's live topics. */
export function allResourceLiveSources(
  resources: ResourceServices,
  writersOf: (resource: AnyResource) => (viewer: LiveViewer) => string,
): Record<string, LiveSource> {
  return Object.assign(
    {},
    ...resources.declarations.map((resource) => {
      const service = resources.of(resource);
      return {
        ...resourceLiveSources(resource, service, writersOf(resource)),
        ...(resource.publicList
          ? publicListLiveSource(resource.publicList, () => service.list())
          : {}),
        ...(resource.publicList
          ? publicListChoicesLiveSource(resource.publicList, () => service.list())
          : {}),
        ...(resource.publicList
          ? publicListItemLiveSource(resource.publicList, () => service.list())
          : {}),
      };
    }),
  ) as Record<string, LiveSource>;
}
