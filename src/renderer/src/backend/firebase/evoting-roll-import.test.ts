import { describe, expect, it } from 'vitest';
import { EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import { NIM_MESSAGES } from '../../../../shared/evoting/prodi';
import { parseRollCsv } from '../../../../shared/evoting/roll-csv';
import { importPreview } from './evoting-roll-import';
import type { RollVoter } from './evoting-voter-lookup';

const voter = (id: string, nim: string): RollVoter => ({
  id,
  nim,
  namaLengkap: `Pemilih ${id}`,
  prodi: 'Teknokimia Nuklir',
  email: `${id}@student.demo`,
});

describe('the roll import’s preview', () => {
  it('says for each row of the file whether it is added, and why not', () => {
    const rows = parseRollCsv(
      'NIM\n012300001\n012300002\n12345\n012300003\n012300001\n012300004\n',
    );
    if ('error' in rows) throw new Error(rows.error);
    const voters = new Map([
      ['012300001', voter('a', '012300001')],
      ['012300003', voter('c', '012300003')],
      ['012300004', voter('d', '012300004')],
    ]);
    const { preview, toAdd } = importPreview(rows, voters, [{ voterId: 'c', nim: '012300003' }]);
    expect(preview.lines).toEqual([
      {
        baris: 2,
        nim: '012300001',
        ok: true,
        namaLengkap: 'Pemilih a',
        prodi: 'Teknokimia Nuklir',
      },
      { baris: 3, nim: '012300002', ok: false, masalah: EVOTING_MESSAGES.voterNotFound },
      { baris: 4, nim: '12345', ok: false, masalah: NIM_MESSAGES.format },
      { baris: 5, nim: '012300003', ok: false, masalah: EVOTING_MESSAGES.voterAlreadyOnRoll },
      expect.objectContaining({ baris: 6, ok: false }),
      {
        baris: 7,
        nim: '012300004',
        ok: true,
        namaLengkap: 'Pemilih d',
        prodi: 'Teknokimia Nuklir',
      },
    ]);
    expect(preview.siap).toBe(2);
    expect(toAdd.map((v) => v.id)).toEqual(['a', 'd']);
  });
});
