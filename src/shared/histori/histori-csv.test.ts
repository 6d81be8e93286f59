import { describe, expect, it } from 'vitest';
import { historiCsv } from './histori-csv';

describe('CSV export of the activity history (both backends)', () => {
  it('writes a byte-order mark, the header and one row per entry, with what an edit changed', () => {
    const csv = historiCsv(
      [
        {
          action: '=HYPERLINK("x")',
          oleh: 'Sekretariat Jenderal',
          timestamp: '2025-10-02T00:00:00Z',
        },
        { action: 'Login', oleh: 'Sekretariat Jenderal', timestamp: '2025-10-02T01:00:00Z' },
        {
          action: 'Edit berita "Wisuda"',
          oleh: 'Kementerian PSDM',
          timestamp: '2025-10-02T02:00:00Z',
          changes: [{ field: 'Judul', before: 'Wisuda', after: 'Wisuda 2025' }],
        },
      ],
      () => '2 Okt 2025',
    );
    expect(csv).toBe(
      '\uFEFF"Waktu","Oleh","Aktivitas","Perubahan"\r\n' +
        '"2 Okt 2025","Sekretariat Jenderal","\'=HYPERLINK(""x"")",""\r\n' +
        '"2 Okt 2025","Sekretariat Jenderal","Login",""\r\n' +
        '"2 Okt 2025","Kementerian PSDM","Edit berita ""Wisuda""","Judul: Wisuda → Wisuda 2025"\r\n',
    );
  });

  it('formats times in Asia/Jakarta by default', () => {
    const csv = historiCsv([{ action: 'x', oleh: 'y', timestamp: '2025-10-01T17:30:00.000Z' }]);
    expect(csv).toContain('2 Okt 2025');
    expect(csv).toContain('00.30.00');
  });
});
