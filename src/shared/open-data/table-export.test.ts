import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, toJsonRows, type ExportColumn } from './table-export';

interface Programme {
  nama: string;
  disetujui: number;
  catatan: string | null;
}

const COLUMNS: ExportColumn<Programme>[] = [
  { key: 'namaProgram', header: 'Nama Program', value: (p) => p.nama },
  { key: 'totalDisetujui', header: 'Total Disetujui (Rp)', value: (p) => p.disetujui },
  { key: 'catatan', header: 'Catatan', value: (p) => p.catatan },
];

/** A reader of the CSV written here (RFC 4180 quoting), to check what a spreadsheet would see. */
function readCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

describe('open data export (CSV and JSON from one column list)', () => {
  it('neutralises text a spreadsheet would run as a formula, and quotes every text cell', () => {
    for (const dangerous of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x']) {
      expect(csvCell(dangerous).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('Tambah berita')).toBe('"Tambah berita"');
    expect(csvCell('kata "kutip", koma')).toBe('"kata ""kutip"", koma"');
  });

  it('writes amounts as bare numbers (a negative one too), and nothing for no value', () => {
    expect(csvCell(1_500_000)).toBe('1500000');
    expect(csvCell(-250_000)).toBe('-250000');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('writes a byte-order mark, the headers and one CRLF line per row', () => {
    const csv = toCsv(COLUMNS, [
      { nama: 'Dies Natalis', disetujui: 12_000_000, catatan: null },
      { nama: '=cmd|calc', disetujui: 0, catatan: 'SPJ "lengkap"' },
    ]);
    expect(csv).toBe(
      '\uFEFF"Nama Program","Total Disetujui (Rp)","Catatan"\r\n' +
        '"Dies Natalis",12000000,\r\n' +
        '"\'=cmd|calc",0,"SPJ ""lengkap"""\r\n',
    );
  });

  it('gives the same rows as JSON, keyed for programs, amounts as numbers', () => {
    expect(
      toJsonRows(COLUMNS, [{ nama: 'Dies Natalis', disetujui: 12_000_000, catatan: null }]),
    ).toEqual([{ namaProgram: 'Dies Natalis', totalDisetujui: 12_000_000, catatan: null }]);
  });

  it('reads back as the same table for any text and amounts, no cell starting a formula', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            nama: fc.string(),
            disetujui: fc.integer({ min: -1e12, max: 1e12 }),
            catatan: fc.option(fc.string(), { nil: null }),
          }),
          { maxLength: 20 },
        ),
        (rows) => {
          const table = readCsv(toCsv(COLUMNS, rows));
          expect(table).toHaveLength(rows.length + 1);
          rows.forEach((row, index) => {
            const [nama, disetujui, catatan] = table[index + 1]!;
            // What a spreadsheet shows: the text, after an apostrophe where it began a formula.
            const shown = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
            expect(nama).toBe(shown(row.nama));
            expect(/^[=+\-@\t\r]/.test(nama!)).toBe(false);
            expect(Number(disetujui)).toBe(row.disetujui);
            expect(catatan).toBe(shown(row.catatan ?? ''));
          });
        },
      ),
    );
  });
});
