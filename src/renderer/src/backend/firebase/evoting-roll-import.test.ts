import { describe, expect, it } from 'vitest';
import { EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import { NIM_MESSAGES } from '../../../../shared/evoting/prodi';
import { parseRollCsv } from '../../../../shared/evoting/roll-csv';
import { importPreview } from './evoting-roll-import';
import type { FoundVoter } from './voter-lookup';

const voter = (id: string, nim: string): FoundVoter => ({
  id,
  nim,
  namaLengkap: `Terdaftar ${id.toUpperCase()}`,
  prodi: 'Teknokimia Nuklir',
});

describe('the roll import’s preview', () => {
  it('says for each row of the file whether it is added, and why not, in the file’s own words', () => {
    const rows = parseRollCsv(
      'NIM,Nama\n012300001,pemilih a\n012300002,Pemilih B\n12345,X\n012300003,Pemilih C\n012300001,Pemilih A\n012300004,Pemilih D\n012300005,\n',
    );
    if ('error' in rows) throw new Error(rows.error);
    // What the lookups found: rows 2, 5 and 7 (row 3's NIM and name matched nobody).
    const voters = new Map([
      ['012300001', voter('a', '012300001')],
      ['012300003', voter('c', '012300003')],
      ['012300004', voter('d', '012300004')],
    ]);
    const { preview, toAdd } = importPreview(rows, voters, [{ voterId: 'c', nim: '012300003' }]);
    expect(preview.lines).toEqual([
      { baris: 2, nim: '012300001', namaLengkap: 'pemilih a', ok: true },
      {
        baris: 3,
        nim: '012300002',
        namaLengkap: 'Pemilih B',
        ok: false,
        masalah: EVOTING_MESSAGES.voterNoMatch,
      },
      { baris: 4, nim: '12345', namaLengkap: 'X', ok: false, masalah: NIM_MESSAGES.format },
      {
        baris: 5,
        nim: '012300003',
        namaLengkap: 'Pemilih C',
        ok: false,
        masalah: EVOTING_MESSAGES.voterAlreadyOnRoll,
      },
      expect.objectContaining({ baris: 6, ok: false }),
      { baris: 7, nim: '012300004', namaLengkap: 'Pemilih D', ok: true },
      expect.objectContaining({ baris: 8, ok: false }),
    ]);
    expect(preview.siap).toBe(2);
    expect(toAdd.map((v) => v.id)).toEqual(['a', 'd']);
    // Nothing of the accounts found: their registered names are not in the answer.
    expect(JSON.stringify(preview)).not.toContain('Terdaftar');
  });
});
