import { describe, expect, it } from 'vitest';
import { activityUid, agendaIcs } from './agenda-feed';

const activity = (id: string, mulai: string, selesai: string) => ({
  id,
  position: 0,
  namaKegiatan: `Kegiatan ${id}`,
  mulai,
  selesai,
  tempat: 'Student Center',
  penyelenggara: 'HIMA Teknokimia Nuklir',
  penyelenggaraId: 'org-1',
  keterangan: 'Membawa jas almamater.',
  sasaran: 'Mahasiswa baru',
});

describe('the agenda as an iCalendar file', () => {
  const text = agendaIcs(
    [
      activity('b', '2026-03-09T07:00', '2026-03-14T17:00'),
      activity('a', '2026-03-07T23:00', '2026-03-08T01:30'),
    ],
    { siteUrl: 'https://bem.example', now: Date.parse('2026-03-01T00:00:00Z') },
  );
  const unfolded = text.replace(/\r\n[ \t]/g, '');

  it('holds each activity at its instants in UTC, across midnight', () => {
    expect(unfolded).toContain('DTSTART:20260307T160000Z');
    expect(unfolded).toContain('DTEND:20260307T183000Z');
    expect(unfolded).toContain('DTSTART:20260309T000000Z');
    expect(unfolded).toContain('DTEND:20260314T100000Z');
    expect(unfolded).not.toContain('TZID=');
  });

  it('names each by a UID that is its record id, in start order, with its page', () => {
    expect(unfolded.indexOf(`UID:${activityUid('a')}`)).toBeGreaterThan(0);
    expect(unfolded.indexOf(`UID:${activityUid('a')}`)).toBeLessThan(
      unfolded.indexOf(`UID:${activityUid('b')}`),
    );
    expect(activityUid('a')).toBe(activityUid('a'));
    expect(unfolded).toContain('URL;VALUE=URI:https://bem.example/agenda?kegiatan=a');
    expect(unfolded).toContain('LOCATION:Student Center');
    expect(unfolded).toContain('SUMMARY:Kegiatan a');
    expect(unfolded).toContain('Pelaksana: HIMA Teknokimia Nuklir\\nSasaran: Mahasiswa baru');
  });

  it('leaves links out without a public address', () => {
    expect(
      agendaIcs([activity('a', '2026-03-07T08:00', '2026-03-07T09:00')], { siteUrl: null }),
    ).not.toContain('URL');
  });
});
