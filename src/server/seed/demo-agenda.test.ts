import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { activityInputSchema, activityTimeProblem } from '../../shared/agenda/activities';
import { DEMO_ORGANISATIONS } from './demo-orgdok';
import { DEMO_ACTIVITIES, demoActivities } from './demo-agenda';

describe('the demo calendar', () => {
  const ids = new Map(DEMO_ORGANISATIONS.map((org, n) => [org.nama, `org-${n}`]));
  const activities = demoActivities('2026-03-07', ids);

  it('is valid for the shared schema and rules, every one of them', () => {
    for (const activity of activities) {
      expect(safeParse(activityInputSchema, activity).success, activity.namaKegiatan).toBe(true);
      expect(
        activityTimeProblem(activity.mulai, activity.selesai),
        activity.namaKegiatan,
      ).toBeNull();
    }
  });

  it('spans weeks before and after the day it is seeded, across midnight and days', () => {
    expect(activities.length).toBe(DEMO_ACTIVITIES.length);
    expect(activities.some((a) => a.selesai < '2026-03-07T00:00')).toBe(true);
    expect(activities.some((a) => a.mulai > '2026-04-01T00:00')).toBe(true);
    const crossing = activities.filter((a) => a.mulai.slice(0, 10) !== a.selesai.slice(0, 10));
    expect(crossing.map((a) => a.namaKegiatan)).toContain('Malam Keakraban HIMA TKN');
    expect(activities.find((a) => a.namaKegiatan === 'Malam Keakraban HIMA TKN')).toMatchObject({
      mulai: '2026-03-07T23:00',
      selesai: '2026-03-08T01:30',
    });
  });

  it('names directory organisations by their id, and others in free text', () => {
    const byDirectory = activities.filter((a) => a.penyelenggaraId !== '');
    expect(byDirectory.length).toBeGreaterThanOrEqual(8);
    for (const activity of byDirectory)
      expect(ids.get(activity.penyelenggara)).toBe(activity.penyelenggaraId);
    expect(activities.some((a) => a.penyelenggaraId === '')).toBe(true);
  });
});
