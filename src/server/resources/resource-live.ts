import { adminTopicOf, publicRecords } from '../../shared/resources/resource-rules';
import type { AnyResource } from '../../shared/resources/resource';
import type { LiveSource, LiveViewer } from '../live/live-source';
import type { ResourceService } from './resource-service';

/**
 * A declared collection's live topics: its public view (refused to everyone outside the writers'
 * area when the public reads nothing) and, when the public reads only published records, the
 * writers' view of them all.
 */
export function resourceLiveSources<R extends AnyResource>(
  resource: R,
  service: ResourceService<R>,
  writersOnly: (viewer: LiveViewer) => string,
): Record<string, LiveSource> {
  const sources: Record<string, LiveSource> = {};
  sources[resource.liveTopic] =
    resource.publicRead === 'none'
      ? { access: writersOnly, load: () => service.list() }
      : { access: () => 'public', load: () => publicRecords(resource, service.list()) };
  if (resource.publicRead === 'published')
    sources[adminTopicOf(resource)] = { access: writersOnly, load: () => service.list() };
  return sources;
}
