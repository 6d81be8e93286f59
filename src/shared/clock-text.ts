import { jakartaClock } from './jakarta-time';

/**
 * How the portal writes a time of day, in one place so every page, mail and error says it alike:
 * Indonesian writes hours with a dot ("15.30"), a range with a spaced en dash and the zone once
 * ("15.30 – 17.30 WIB"). Times arrive as stored: Asia/Jakarta wall clocks, HH:mm.
 */

/** "15.30". */
export const clockText = (hhmm: string): string => hhmm.replace(':', '.');

/** "15.30 – 17.30", where the zone is said once around it (a calendar's own labels). */
export const clockSpanText = (start: string, end: string): string =>
  `${clockText(start)} – ${clockText(end)}`;

/** "15.30 – 17.30 WIB". */
export const clockRangeText = (start: string, end: string): string =>
  `${clockSpanText(start, end)} WIB`;

/** "15.30 WIB". */
export const clockWibText = (hhmm: string): string => `${clockText(hhmm)} WIB`;

/** "08.10": the Asia/Jakarta time of day of an instant (ms), whatever the machine's zone. */
export const jakartaClockText = (instant: number): string => clockText(jakartaClock(instant));
