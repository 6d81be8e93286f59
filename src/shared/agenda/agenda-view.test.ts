import { describe, expect, it } from 'vitest';
import { activityDateText, activityTimeText, formatMonth, formatWallClock } from './agenda-format';
import {
  activitiesBetween,
  busyDays,
  overlapsDays,
  searchActivities,
  toUpcoming,
  upcomingActivities,
  weekOf,
} from './agenda-view';

const at = (id: string, mulai: string, selesai: string, namaKegiatan = id) => ({
  id,
  namaKegiatan,
  mulai,
  selesai,
  tempat: 'Aula',
  penyelenggara: 'HIMA TKN',
  keterangan: 'Catatan',
  sasaran: 'Mahasiswa',
});

const makrab = at('makrab', '2026-03-07T23:00', '2026-03-08T01:30');
const rapat = at('rapat', '2026-03-07T08:00', '2026-03-07T10:00');
const pekan = at('pekan', '2026-03-09T07:00', '2026-03-14T17:00');
const sampaiTengahMalam = at('malam', '2026-03-10T20:00', '2026-03-11T00:00');

describe('which activities a list shows', () => {
  it('counts an activity on every day it takes place, across midnight', () => {
    expect(overlapsDays(makrab, '2026-03-07', '2026-03-07')).toBe(true);
    expect(overlapsDays(makrab, '2026-03-08', '2026-03-08')).toBe(true);
    expect(overlapsDays(makrab, '2026-03-09', '2026-03-12')).toBe(false);
    expect(overlapsDays(pekan, '2026-03-12', '2026-03-12')).toBe(true);
    // Ending at midnight sharp, it is not on the next day.
    expect(overlapsDays(sampaiTengahMalam, '2026-03-11', '2026-03-11')).toBe(false);
  });

  it('takes the week from Monday to Sunday', () => {
    expect(weekOf('2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(weekOf('2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(weekOf('2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('lists the activities not yet over, the soonest first', () => {
    const all = [pekan, makrab, rapat, sampaiTengahMalam];
    expect(upcomingActivities(all, '2026-03-07T09:00').map((a) => a.id)).toEqual([
      'rapat',
      'makrab',
      'pekan',
      'malam',
    ]);
    // At 01:00 the night's activity is still on; at 01:30 it is over.
    expect(upcomingActivities(all, '2026-03-08T01:00', 1).map((a) => a.id)).toEqual(['makrab']);
    expect(upcomingActivities(all, '2026-03-08T01:30', 1).map((a) => a.id)).toEqual(['pekan']);
    expect(toUpcoming(makrab)).toEqual({
      id: 'makrab',
      namaKegiatan: 'makrab',
      mulai: makrab.mulai,
      selesai: makrab.selesai,
      tempat: 'Aula',
      penyelenggara: 'HIMA TKN',
    });
  });

  it('marks each busy day of a month, and lists a range by start', () => {
    const all = [pekan, makrab, rapat, sampaiTengahMalam];
    expect(Object.fromEntries(busyDays(all, '2026-03-01', '2026-03-31'))).toEqual({
      '2026-03-07': 2,
      '2026-03-08': 1,
      '2026-03-09': 1,
      '2026-03-10': 2,
      '2026-03-11': 1,
      '2026-03-12': 1,
      '2026-03-13': 1,
      '2026-03-14': 1,
    });
    expect([...busyDays(all, '2026-03-12', '2026-03-12').keys()]).toEqual(['2026-03-12']);
    expect(activitiesBetween(all, '2026-03-08', '2026-03-09').map((a) => a.id)).toEqual([
      'makrab',
      'pekan',
    ]);
  });

  it('searches name, organiser and place, every word, ignoring case', () => {
    const all = [
      { ...makrab, namaKegiatan: 'Malam Keakraban' },
      { ...rapat, penyelenggara: 'Kementerian Dalam Negeri', tempat: 'Ruang Sidang' },
    ];
    expect(searchActivities(all, 'KEAKRABAN').map((a) => a.id)).toEqual(['makrab']);
    expect(searchActivities(all, 'dalam negeri').map((a) => a.id)).toEqual(['rapat']);
    expect(searchActivities(all, 'sidang').map((a) => a.id)).toEqual(['rapat']);
    expect(searchActivities(all, '').length).toBe(2);
  });
});

describe('an activity in Indonesian, from its wall clock alone', () => {
  it('names its days', () => {
    expect(activityDateText(rapat)).toBe('Sabtu, 7 Maret 2026');
    expect(activityDateText(makrab)).toBe('7 – 8 Maret 2026');
    expect(activityDateText(at('x', '2026-05-30T08:00', '2026-06-02T12:00'))).toBe(
      '30 Mei – 2 Juni 2026',
    );
    expect(activityDateText(at('x', '2026-12-31T20:00', '2027-01-01T02:00'))).toBe(
      '31 Desember 2026 – 1 Januari 2027',
    );
    expect(formatMonth('2026-03-07')).toBe('Maret 2026');
  });

  it('writes its times as entered, in WIB', () => {
    expect(activityTimeText(makrab)).toBe('23.00 – 01.30 WIB');
    expect(formatWallClock(makrab.selesai)).toBe('Minggu, 8 Maret 2026 pukul 01.30 WIB');
  });
});
