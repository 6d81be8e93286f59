import type { FastifyInstance } from 'fastify';
import { agendaIcs } from '../../shared/agenda/agenda-feed';
import { AGENDA_FEED_FILE, AGENDA_FEED_PATH } from '../../shared/agenda/agenda-paths';
import { ICS_CONTENT_TYPE } from '../../shared/ical/ical-file';
import { withoutTrailingSlash } from '../../shared/site-info';
import { access } from '../http/route-access';
import type { ResourceServices } from '../resources/resource-services';
import { activityRecords } from './agenda-live';

/**
 * GET /agenda.ics: the activity calendar as an iCalendar feed that calendar apps subscribe to
 * (webcal://…/agenda.ics) and refresh on their own. Every activity is public; times are written as
 * UTC instants (src/shared/ical/ical-file.ts), so no app shifts them. Events link to /agenda on
 * the configured public address (BEM_PUBLIC_URL) only: a request's own Host header is not trusted.
 */
export function registerAgendaRoutes(
  app: FastifyInstance,
  resources: ResourceServices,
  publicUrl: string | undefined,
): void {
  const records = activityRecords(resources);
  const siteUrl = publicUrl ? withoutTrailingSlash(publicUrl) : null;
  app.get(
    AGENDA_FEED_PATH,
    { config: { access: access.public('the public activity calendar, as a calendar feed') } },
    (_request, reply) =>
      reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', `inline; filename="${AGENDA_FEED_FILE}"`)
        // Calendar apps poll on their own schedule; a proxy may keep it for a few minutes.
        .header('cache-control', 'public, max-age=300')
        .send(agendaIcs(records(), { siteUrl })),
  );
}
