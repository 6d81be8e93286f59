/**
 * The date-and-time picker works in wall-clock text ('YYYY-MM-DD HH:mm:ss'); the backend keeps
 * instants. Every wall clock of the portal is Yogyakarta's (lib/dates.ts), and Asia/Jakarta is
 * UTC+7 all year (no daylight saving since 1964), so the conversion is a fixed offset: the same
 * on every computer, whatever its own time zone.
 */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An instant (ISO 8601) as Yogyakarta's wall clock, 'YYYY-MM-DD HH:mm:ss'; null if unreadable. */
export function isoToJakartaWall(iso: string): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return new Date(at + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Yogyakarta's wall clock ('YYYY-MM-DD HH:mm[:ss]') as an instant (ISO 8601, UTC); null if unreadable. */
export function jakartaWallToIso(wall: string): string | null {
  const match = WALL.exec(wall.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const back = new Date(utc);
  // Date.UTC rolls 30 February over into March: such a time does not exist.
  if (back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== day!) return null;
  return new Date(utc - JAKARTA_OFFSET_MS).toISOString();
}
