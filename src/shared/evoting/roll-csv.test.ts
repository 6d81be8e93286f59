import { describe, expect, it } from 'vitest';
import { NIM_MESSAGES } from './prodi';
import { parseRollCsv, ROLL_IMPORT_MESSAGES } from './roll-csv';

describe('a CSV of NIMs for the roll', () => {
  it('reads the NIM column under a header, with the file’s own line numbers', () => {
    const rows = parseRollCsv(
      '\uFEFFNama;NIM\r\nAni;012300001\r\n\r\nBudi;02230000x\r\nCici;012300001\r\n',
    );
    expect(rows).toEqual([
      { baris: 2, nim: '012300001', ok: true },
      { baris: 4, nim: '02230000x', ok: false, masalah: NIM_MESSAGES.format },
      { baris: 5, nim: '012300001', ok: false, masalah: ROLL_IMPORT_MESSAGES.duplicate(2) },
    ]);
  });

  it('reads the first column of a file without a header', () => {
    expect(parseRollCsv('012300001\n032300002,catatan\n')).toEqual([
      { baris: 1, nim: '012300001', ok: true },
      { baris: 2, nim: '032300002', ok: true },
    ]);
  });

  it('refuses an empty or oversized file as a whole', () => {
    expect(parseRollCsv('NIM\n\n')).toEqual({ error: ROLL_IMPORT_MESSAGES.empty });
    expect(parseRollCsv('0'.repeat(300_000))).toEqual({ error: ROLL_IMPORT_MESSAGES.tooLarge });
  });
});
