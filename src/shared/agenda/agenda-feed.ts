import { icsFile, type WallClockEvent } from '../ical/ical-file';
import type { ActivityRecord } from './activities';
import { AGENDA_CALENDAR_NAME, AGENDA_PAGE_PATH } from './agenda-paths';
import { byStart } from './agenda-view';
import { wallDate, wallTime } from './wall-clock';

/**
 * The agenda as an iCalendar file: the embedded server's feed that calendar apps subscribe to
 * (GET AGENDA_FEED_PATH), and the same file a Firebase site builds in the browser to download.
 */

/**
 * An activity's UID: its record id, which never changes, so an edit updates the event a
 * subscriber holds and a deletion removes it, instead of adding a copy.
 */
export const activityUid = (id: string): string => `kegiatan-${id}@agenda.bem-km-poltek-nuklir`;

/** What the event's notes say: the organiser, the audience and the notes. */
function description(activity: ActivityRecord): string {
  return [
    `Pelaksana: ${activity.penyelenggara}`,
    activity.sasaran ? `Sasaran: ${activity.sasaran}` : '',
    activity.keterangan,
  ]
    .filter(Boolean)
    .join('\n');
}

export function activityEvent(activity: ActivityRecord, siteUrl: string | null): WallClockEvent {
  return {
    uid: activityUid(activity.id),
    tanggalMulai: wallDate(activity.mulai),
    waktuMulai: wallTime(activity.mulai),
    tanggalSelesai: wallDate(activity.selesai),
    waktuSelesai: wallTime(activity.selesai),
    summary: activity.namaKegiatan,
    location: activity.tempat,
    description: description(activity),
    ...(siteUrl
      ? { url: `${siteUrl}${AGENDA_PAGE_PATH}?kegiatan=${encodeURIComponent(activity.id)}` }
      : {}),
  };
}

/**
 * Every activity as one iCalendar file, by start. `siteUrl` (the public site, no trailing slash)
 * gives each event a link to its page; `now` is the file's DTSTAMP.
 */
export function agendaIcs(
  activities: readonly ActivityRecord[],
  options: { siteUrl: string | null; now?: number },
): string {
  return icsFile(
    AGENDA_CALENDAR_NAME,
    [...activities].sort(byStart).map((activity) => activityEvent(activity, options.siteUrl)),
    options.now,
  );
}
