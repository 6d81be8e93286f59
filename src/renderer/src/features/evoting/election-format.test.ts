import { describe, expect, it } from 'vitest';
import {
  countdownTarget,
  countdownText,
  formatElectionInstant,
  NOT_SCHEDULED,
  turnoutText,
} from './election-format';

describe('the election pages’ schedule texts', () => {
  it('shows an instant in Yogyakarta time, in Indonesian', () => {
    expect(formatElectionInstant('2026-12-01T01:00:00.000Z')).toBe(
      '1 Desember 2026 pukul 08.00 WIB',
    );
    expect(formatElectionInstant(null)).toBe(NOT_SCHEDULED);
    expect(formatElectionInstant('bukan tanggal')).toBe(NOT_SCHEDULED);
  });

  it('counts down to the end while open and to the start while scheduled, else nothing', () => {
    const schedule = { mulai: '2026-12-01T01:00:00.000Z', selesai: '2026-12-02T01:00:00.000Z' };
    expect(countdownTarget({ ...schedule, state: 'berlangsung' })).toEqual({
      label: 'Sisa Waktu:',
      until: Date.parse(schedule.selesai),
    });
    expect(countdownTarget({ ...schedule, state: 'dijadwalkan' })).toEqual({
      label: 'Dimulai Dalam:',
      until: Date.parse(schedule.mulai),
    });
    expect(countdownTarget({ ...schedule, state: 'selesai' })).toBeNull();
    expect(countdownTarget({ mulai: null, selesai: null, state: 'draf' })).toBeNull();
  });

  it('says what is left in days, hours, minutes and seconds, and nothing once it is time', () => {
    const ms = (d: number, h: number, m: number, s: number) =>
      (((d * 24 + h) * 60 + m) * 60 + s) * 1000;
    expect(countdownText(ms(2, 3, 4, 5))).toBe('2 hari 3 jam 4 menit 5 detik');
    expect(countdownText(ms(0, 0, 1, 0) + 999)).toBe('0 jam 1 menit 0 detik');
    expect(countdownText(0)).toBeNull();
    expect(countdownText(-5_000)).toBeNull();
  });

  it('gives the turnout as a count of the roll and a rounded percentage', () => {
    expect(turnoutText(12, 40)).toBe('12 dari 40 (30%)');
    expect(turnoutText(0, 0)).toBe('0 dari 0 (0%)');
    expect(turnoutText(1_234, 2_000)).toBe('1.234 dari 2.000 (62%)');
  });
});
