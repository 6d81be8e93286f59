import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  ACTIVITY_MESSAGES,
  activityInputSchema,
  activityTimeProblem,
  newActivityDefaults,
  pastStartNotice,
  type ActivityInput,
} from './activities';
import { agendaResource } from './agenda-resource';
import { addDays, isWallClock, wallClockOf, wallInstant, weekday } from './wall-clock';

const activity = (fields: Partial<ActivityInput> = {}): ActivityInput => ({
  namaKegiatan: 'Malam Keakraban',
  mulai: '2026-03-07T23:00',
  selesai: '2026-03-08T01:30',
  tempat: 'Student Center',
  penyelenggara: 'Kementerian Dalam Negeri',
  penyelenggaraId: '',
  keterangan: '',
  sasaran: 'Seluruh mahasiswa',
  ...fields,
});

const messagesOf = (input: unknown) => {
  const result = safeParse(activityInputSchema, input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('wall-clock times of Asia/Jakarta', () => {
  it('reads YYYY-MM-DDTHH:mm of real days and times only', () => {
    expect(isWallClock('2026-03-07T23:00')).toBe(true);
    expect(isWallClock('2026-02-28T00:00')).toBe(true);
    for (const text of [
      '2026-02-30T10:00',
      '2026-03-07T24:00',
      '2026-03-07T10:60',
      '2026-03-07 10:00',
      '2026-03-07T10:00:00',
      '2026-03-07T10:00Z',
      '',
    ])
      expect(isWallClock(text), text).toBe(false);
  });

  it('is the instant of UTC+7, whatever zone the process runs in, and back', () => {
    expect(wallInstant('2026-03-07T23:00')).toBe(Date.parse('2026-03-07T16:00:00Z'));
    expect(wallInstant('2026-03-08T01:30')).toBe(Date.parse('2026-03-07T18:30:00Z'));
    expect(wallClockOf(Date.parse('2026-03-07T18:30:00Z'))).toBe('2026-03-08T01:30');
    expect(wallClockOf(wallInstant('2026-12-31T23:59'))).toBe('2026-12-31T23:59');
  });

  it('moves dates by calendar days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-02', -2)).toBe('2026-02-28');
    expect(weekday('2026-03-08')).toBe(0);
    expect(weekday('2026-03-02')).toBe(1);
  });
});

describe('an activity', () => {
  it('accepts a valid activity, trimming its texts', () => {
    const result = safeParse(activityInputSchema, activity({ namaKegiatan: '  Makrab  ' }));
    expect(result.success && result.data.namaKegiatan).toBe('Makrab');
  });

  it('names the field of each problem in Indonesian', () => {
    expect(messagesOf(activity({ namaKegiatan: ' ' }))).toEqual({
      namaKegiatan: ACTIVITY_MESSAGES.nameRequired,
    });
    expect(messagesOf(activity({ mulai: '2026-03-07' }))).toEqual({
      mulai: ACTIVITY_MESSAGES.startRequired,
    });
    expect(messagesOf(activity({ selesai: '' }))).toEqual({
      selesai: ACTIVITY_MESSAGES.endRequired,
    });
    expect(messagesOf(activity({ tempat: '' }))).toEqual({
      tempat: ACTIVITY_MESSAGES.placeRequired,
    });
    expect(messagesOf(activity({ penyelenggara: '' }))).toEqual({
      penyelenggara: ACTIVITY_MESSAGES.organiserRequired,
    });
    expect(messagesOf(activity({ penyelenggaraId: '../admin' }))).toEqual({
      penyelenggaraId: ACTIVITY_MESSAGES.organiserId,
    });
    expect(messagesOf(activity({ keterangan: 'x'.repeat(2_001) }))).toEqual({
      keterangan: ACTIVITY_MESSAGES.notesTooLong,
    });
  });

  it('ends after it starts, across midnight or days, for at most 92 days', () => {
    expect(activityTimeProblem('2026-03-07T23:00', '2026-03-08T01:30')).toBeNull();
    expect(activityTimeProblem('2026-03-09T07:00', '2026-03-14T17:00')).toBeNull();
    expect(activityTimeProblem('2026-03-07T10:00', '2026-03-07T10:00')).toEqual({
      message: ACTIVITY_MESSAGES.endNotAfterStart,
      field: 'selesai',
    });
    // 01:30 of the same date is before 23:00: the end's date must say the next day.
    expect(activityTimeProblem('2026-03-07T23:00', '2026-03-07T01:30')?.message).toBe(
      ACTIVITY_MESSAGES.endNotAfterStart,
    );
    expect(activityTimeProblem('2026-01-01T08:00', '2026-04-03T08:00')).toBeNull();
    expect(activityTimeProblem('2026-01-01T08:00', '2026-04-03T08:01')?.message).toBe(
      ACTIVITY_MESSAGES.tooLong,
    );
  });

  it("is checked by the declaration's rule on every backend", () => {
    expect(agendaResource.check?.(activity(), [])).toBeNull();
    expect(agendaResource.check?.(activity({ selesai: '2026-03-07T22:00' }), [])?.field).toBe(
      'selesai',
    );
  });

  it('starts a new one on the given day, two hours long, valid but for its texts', () => {
    const fresh = newActivityDefaults('2026-03-07');
    expect(activityTimeProblem(fresh.mulai, fresh.selesai)).toBeNull();
    expect(Object.keys(messagesOf(fresh)).sort()).toEqual([
      'namaKegiatan',
      'penyelenggara',
      'tempat',
    ]);
  });

  it('says when its start is already past, and is still accepted then (a record of what took place)', () => {
    const now = '2026-03-07T12:00';
    expect(pastStartNotice('2026-03-07T11:59', now)).toBe(ACTIVITY_MESSAGES.startsInPast);
    expect(pastStartNotice('2025-03-07T23:00', now)).toBe(ACTIVITY_MESSAGES.startsInPast);
    expect(pastStartNotice('2026-03-07T12:00', now)).toBeNull();
    expect(pastStartNotice('2026-03-08T08:00', now)).toBeNull();
    expect(pastStartNotice('', now)).toBeNull(); // the field's own "wajib diisi" says it
    const past = activity({ mulai: '2025-03-07T23:00', selesai: '2025-03-08T01:30' });
    expect(agendaResource.check?.(past, [])).toBeNull();
    expect(messagesOf(past)).toEqual({});
  });
});
