/**
 * Where the agenda lives, apart from the iCalendar writer (agenda-feed.ts), so that the backends'
 * first load and the pages name these without downloading ical-generator.
 */

/** The feed's address on the embedded server (webcal:// + host + this subscribes to it). */
export const AGENDA_FEED_PATH = '/agenda.ics';
/** The name a downloaded copy is saved under. */
export const AGENDA_FEED_FILE = 'agenda-bem-km.ics';
/** The calendar's name in the subscriber's app. */
export const AGENDA_CALENDAR_NAME = 'Agenda Kegiatan BEM KM Poltek Nuklir';
/** The public page of the agenda; `?kegiatan={id}` opens one activity. */
export const AGENDA_PAGE_PATH = '/agenda';
