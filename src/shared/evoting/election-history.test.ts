import { describe, expect, it } from 'vitest';
import { EVOTING_HISTORY, historyTime } from './election-history';

describe('e-voting history texts', () => {
  it('writes schedule times in Asia/Jakarta, whatever the machine’s zone', () => {
    expect(historyTime('2026-10-01T01:00:00.000Z')).toMatch(/08\.00 WIB$/);
    expect(
      EVOTING_HISTORY.schedule('Pemira', '2026-10-01T01:00:00.000Z', '2026-10-01T09:00:00.000Z'),
    ).toMatch(/^Atur jadwal pemilihan "Pemira": .*08\.00 WIB – .*16\.00 WIB$/);
  });

  it('names the election and a candidate, never a voter of the roll', () => {
    expect(
      EVOTING_HISTORY.candidateAdded('Pemira', { nomor: 1, nama: 'Ayu', namaWakil: 'Bima' }),
    ).toBe('Tambah kandidat nomor 1 "Ayu & Bima" pada pemilihan "Pemira"');
    expect(EVOTING_HISTORY.voterRejected('Pemira')).toBe(
      'Tolak verifikasi 1 pemilih pada pemilihan "Pemira"',
    );
  });
});
