import { describe, expect, it } from 'vitest';
import { csvCell, historiCsv } from './histori-csv';

describe('CSV export of the activity history', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const dangerous of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x']) {
      expect(csvCell(dangerous).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('Tambah berita')).toBe('"Tambah berita"');
  });

  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('kata "kutip", koma')).toBe('"kata ""kutip"", koma"');
  });

  it('starts with a byte-order mark and a header row', () => {
    const csv = historiCsv(
      [{ id: 1, action: 'Login', oleh: 'Sekretariat Jenderal', timestamp: '2025-10-02T01:00:00Z' }],
      () => '2 Okt 2025',
    );
    expect(csv.startsWith('\uFEFF"Waktu","Oleh","Aktivitas"\r\n')).toBe(true);
    expect(csv).toContain('"2 Okt 2025","Sekretariat Jenderal","Login"');
  });
});
