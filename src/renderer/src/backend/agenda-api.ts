import type { UpcomingActivity } from '../../../shared/agenda/agenda-view';
import type { LiveObserver, Unsubscribe } from './live-observer';

/**
 * The public agenda beyond its collection (agendaResource, read and written through the
 * generic resource capability): the home page's next activities, and the calendar file.
 */
export interface AgendaApi {
  /** The next activities not yet over, the soonest first (AGENDA_UPCOMING_MAX at most), live. */
  watchUpcoming(observer: LiveObserver<UpcomingActivity[]>): Unsubscribe;
  /**
   * The address calendar apps subscribe to (refreshed by the app itself), or null where the
   * backend has no server to answer it (Firebase: docs/FIREBASE.md).
   */
  feedUrl(): string | null;
  /** Every activity as one iCalendar file (.ics), to download and import. */
  calendarFile(): Promise<Blob>;
}
