import { agendaResource } from '../../shared/agenda/agenda-resource';
import type { ActivityRecord } from '../../shared/agenda/activities';
import {
  AGENDA_UPCOMING_MAX,
  toUpcoming,
  upcomingActivities,
} from '../../shared/agenda/agenda-view';
import { wallClockOf } from '../../shared/agenda/wall-clock';
import { LIVE_TOPICS } from '../../shared/live';
import type { LiveHub } from '../live/live-hub';
import type { LiveSource } from '../live/live-source';
import type { ResourceServices } from '../resources/resource-services';

/** Every activity as stored (all are public). */
export const activityRecords = (resources: ResourceServices) => () =>
  resources.of(agendaResource).list() as ActivityRecord[];

/**
 * The home page's next activities: the few not yet over when read, without notes, so the home
 * page neither downloads the whole calendar nor its schema. It follows the collection; what ends
 * in between is dropped by the page itself (its clock), so no snapshot is kept between readers.
 */
export function agendaLiveSources(
  resources: ResourceServices,
  hub: LiveHub,
  now: () => number = Date.now,
): Record<typeof LIVE_TOPICS.agendaUpcoming, LiveSource> {
  const records = activityRecords(resources);
  hub.subscribe(agendaResource.liveTopic, () => hub.publish(LIVE_TOPICS.agendaUpcoming));
  return {
    [LIVE_TOPICS.agendaUpcoming]: {
      access: () => 'public',
      load: () =>
        upcomingActivities(records(), wallClockOf(now()), AGENDA_UPCOMING_MAX).map(toUpcoming),
    },
  };
}
