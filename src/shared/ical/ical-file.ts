import ical from 'ical-generator';
import { jakartaInstant } from '../jakarta-time';

/**
 * iCalendar files (RFC 5545): a booking's .ics to add to a phone's calendar, and the agenda's
 * feed students subscribe to. Times are written in UTC ("Z"): ical-generator, given a TZID
 * without a zone library, writes the UTC digits under TZID=Asia/Jakarta, the very seven-hour
 * shift the old portal had. UTC is exact for WIB (no daylight saving) and every calendar app
 * shows it in its own zone; X-WR-TIMEZONE still names Asia/Jakarta for apps that use it.
 */
export interface WallClockEvent {
  /** Stable across edits, unique within the portal: a calendar app updates the event it holds. */
  uid: string;
  /** Asia/Jakarta wall clock: dates YYYY-MM-DD, times HH:mm; the end may fall on a later date. */
  tanggalMulai: string;
  waktuMulai: string;
  tanggalSelesai: string;
  waktuSelesai: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
}

export function icsFile(name: string, events: readonly WallClockEvent[], now = Date.now()): string {
  const calendar = ical({
    name,
    timezone: null,
    prodId: { company: 'BEM KM Poltek Nuklir', product: 'Portal', language: 'ID' },
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: 'Asia/Jakarta' }]);
  for (const event of events)
    calendar.createEvent({
      id: event.uid,
      stamp: new Date(now),
      start: new Date(jakartaInstant(event.tanggalMulai, event.waktuMulai)),
      end: new Date(jakartaInstant(event.tanggalSelesai, event.waktuSelesai)),
      summary: event.summary,
      location: event.location ?? null,
      description: event.description ?? null,
      url: event.url ?? null,
    });
  return calendar.toString();
}

/** The media type a .ics file is served and downloaded with. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
