import { describe, expect, it } from 'vitest';
import { NIM_MESSAGES } from './prodi';
import { parseRollCsv, ROLL_IMPORT_MESSAGES } from './roll-csv';

describe('a CSV of NIMs and names for the roll', () => {
  it('reads the NIM and Nama columns under a header, in any order and case, with the file’s own line numbers', () => {
    const rows = parseRollCsv(
      '\uFEFFnama lengkap;Catatan;nim\r\n Ani Rahma ;x;012300001\r\n\r\nBudi;;02230000x\r\nCici;;012300001\r\n',
    );
    expect(rows).toEqual([
      { baris: 2, nim: '012300001', namaLengkap: 'Ani Rahma', ok: true },
      { baris: 4, nim: '02230000x', namaLengkap: 'Budi', ok: false, masalah: NIM_MESSAGES.format },
      {
        baris: 5,
        nim: '012300001',
        namaLengkap: 'Cici',
        ok: false,
        masalah: ROLL_IMPORT_MESSAGES.duplicate(2),
      },
    ]);
  });

  it('takes "Nama" as the name column too', () => {
    expect(parseRollCsv('NIM,Nama\n012300001,Ani\n')).toEqual([
      { baris: 2, nim: '012300001', namaLengkap: 'Ani', ok: true },
    ]);
  });

  it('reads the first column as the NIM and the second as the name without a header', () => {
    expect(parseRollCsv('012300001,Ani\n032300002,Budi Santoso,catatan\n')).toEqual([
      { baris: 1, nim: '012300001', namaLengkap: 'Ani', ok: true },
      { baris: 2, nim: '032300002', namaLengkap: 'Budi Santoso', ok: true },
    ]);
  });

  it('makes a row without a name a line error, also in a file of NIMs alone', () => {
    const missing = { ok: false, masalah: ROLL_IMPORT_MESSAGES.nameMissing };
    expect(parseRollCsv('NIM\n012300001\n')).toEqual([
      { baris: 2, nim: '012300001', namaLengkap: '', ...missing },
    ]);
    expect(parseRollCsv('012300001\n022300002,  \n')).toEqual([
      { baris: 1, nim: '012300001', namaLengkap: '', ...missing },
      { baris: 2, nim: '022300002', namaLengkap: '', ...missing },
    ]);
    expect(parseRollCsv(`012300001,${'a'.repeat(121)}\n`)).toEqual([
      {
        baris: 1,
        nim: '012300001',
        namaLengkap: 'a'.repeat(121),
        ok: false,
        masalah: ROLL_IMPORT_MESSAGES.nameTooLong,
      },
    ]);
  });

  it('refuses an empty or oversized file as a whole', () => {
    expect(parseRollCsv('NIM,Nama\n\n')).toEqual({ error: ROLL_IMPORT_MESSAGES.empty });
    expect(parseRollCsv('0'.repeat(300_000))).toEqual({ error: ROLL_IMPORT_MESSAGES.tooLarge });
  });
});
