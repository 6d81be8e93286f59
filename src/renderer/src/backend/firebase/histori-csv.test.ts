import { describe, expect, it } from 'vitest';
import { csvCell, historiCsv } from './histori-csv';

describe('CSV export of the activity history (as the embedded server writes it)', () => {
  it('neutralises formula cells and quotes every cell', () => {
    for (const dangerous of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x'])
      expect(csvCell(dangerous).startsWith(`"'`)).toBe(true);
    expect(csvCell('kata "kutip", koma')).toBe('"kata ""kutip"", koma"');
  });

  it('writes a byte-order mark, the header and one row per entry', () => {
    const csv = historiCsv(
      [{ id: 1, action: 'Login', oleh: 'Sekretariat Jenderal', timestamp: '2025-10-02T01:00:00Z' }],
      () => '2 Okt 2025',
    );
    expect(csv).toBe(
      '\uFEFF"Waktu","Oleh","Aktivitas"\r\n"2 Okt 2025","Sekretariat Jenderal","Login"\r\n',
    );
  });

  it('formats times in Asia/Jakarta by default', () => {
    const csv = historiCsv([
      { id: 1, action: 'x', oleh: 'y', timestamp: '2025-10-01T17:30:00.000Z' },
    ]);
    expect(csv).toContain('2 Okt 2025');
    expect(csv).toContain('00.30.00');
  });
});
