import * as z from 'zod/mini';
import { AGENDA_FEED_PATH } from '../../../../shared/agenda/agenda-paths';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import type { AgendaApi } from '../agenda-api';
import type { HttpClient } from './http-client';
import type { LiveFactory } from './live-factory';

// UpcomingActivity's shape, written here: the home page checks what arrives without the form's
// schema and messages (activities.ts).
const text = z.string();
const upcomingSchema = z.array(
  z.object({
    id: text,
    namaKegiatan: text,
    mulai: text,
    selesai: text,
    tempat: text,
    penyelenggara: text,
  }),
);

/**
 * The agenda on the embedded server: its live topic, and its feed (GET /agenda.ics) as a file.
 * The feed's address itself is http-backend.ts's, known before this module arrives.
 */
export function createHttpAgendaApi(
  client: HttpClient,
  live: LiveFactory,
): Omit<AgendaApi, 'feedUrl'> {
  return {
    watchUpcoming: (observer) =>
      live(liveTopicPath(LIVE_TOPICS.agendaUpcoming), upcomingSchema)(observer),
    calendarFile: () => client.blob(AGENDA_FEED_PATH),
  };
}
