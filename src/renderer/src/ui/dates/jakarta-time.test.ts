import { describe, expect, it } from 'vitest';
import { isoToJakartaWall, jakartaWallToIso } from './jakarta-time';

describe("the date-and-time picker's Yogyakarta wall clock", () => {
  it('shows an instant as the time in Yogyakarta (UTC+7), whatever the computer’s zone', () => {
    expect(isoToJakartaWall('2026-12-01T01:00:00.000Z')).toBe('2026-12-01 08:00:00');
    expect(isoToJakartaWall('2026-12-31T20:30:00+00:00')).toBe('2027-01-01 03:30:00');
    expect(isoToJakartaWall('kemarin')).toBeNull();
  });

  it('reads a picked time as that instant, and refuses times that do not exist', () => {
    expect(jakartaWallToIso('2026-12-01 08:00:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(jakartaWallToIso('2026-12-01 08:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(jakartaWallToIso('2027-01-01 03:30:00')).toBe('2026-12-31T20:30:00.000Z');
    expect(jakartaWallToIso('2026-02-30 08:00:00')).toBeNull();
    expect(jakartaWallToIso('')).toBeNull();
  });

  it('round-trips', () => {
    const iso = '2026-06-15T17:45:00.000Z';
    expect(jakartaWallToIso(isoToJakartaWall(iso)!)).toBe(iso);
  });
});
