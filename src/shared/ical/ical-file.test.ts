import { describe, expect, it } from 'vitest';
import { icsFile } from './ical-file';

describe('icsFile', () => {
  it('writes Asia/Jakarta wall-clock times as the same instants in UTC, across midnight', () => {
    const text = icsFile('Agenda', [
      {
        uid: 'kegiatan-1@bem',
        tanggalMulai: '2026-12-01',
        waktuMulai: '23:00',
        tanggalSelesai: '2026-12-02',
        waktuSelesai: '01:30',
        summary: 'Malam Keakraban',
        location: 'Sport Center',
      },
    ]);
    expect(text).toContain('DTSTART:20261201T160000Z');
    expect(text).toContain('DTEND:20261201T183000Z');
    expect(text).toContain('UID:kegiatan-1@bem');
    expect(text).toContain('SUMMARY:Malam Keakraban');
    expect(text).not.toContain('TZID=');
    expect(text).toContain('X-WR-TIMEZONE:Asia/Jakarta');
  });
});
