import { describe, expect, it } from 'vitest';
import { EVOTING_HISTORY, historyTime } from './election-history';

describe('e-voting history texts', () => {
  it('writes schedule times in Asia/Jakarta, whatever the machine’s zone', () => {
    expect(historyTime('2026-10-01T01:00:00.000Z')).toContain('08.00');
    expect(
      EVOTING_HISTORY.schedule('Pemira', '2026-10-01T01:00:00.000Z', '2026-10-01T09:00:00.000Z'),
    ).toMatch(/^Atur jadwal pemilihan "Pemira": .*08\.00 – .*16\.00$/);
  });

  it('names the election, the voter by NIM and the reason', () => {
    expect(EVOTING_HISTORY.voterRejected('Pemira', '012345678', 'KTM tidak terbaca')).toBe(
      'Tolak pemilih 012345678 pemilihan "Pemira": KTM tidak terbaca',
    );
  });
});
