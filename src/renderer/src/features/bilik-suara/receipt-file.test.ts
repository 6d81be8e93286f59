import { describe, expect, it } from 'vitest';
import { publicElection } from '../panitia/panitia-test-utils';
import { receiptFileName, receiptFileText } from './receipt-file';

describe('the receipt file', () => {
  const election = publicElection({ id: 'ev 1', nama: 'Pemilihan Raya BEM KM 2026' });

  it('names the election and holds the code and where to look it up', () => {
    const text = receiptFileText(election, '7K3QM-2B9XD-PQRST-VWXYZ', 'https://bem.example');
    expect(text).toContain('Pemilihan     : Pemilihan Raya BEM KM 2026');
    expect(text).toContain('Kode Tanda Terima: 7K3QM-2B9XD-PQRST-VWXYZ');
    expect(text).toContain('https://bem.example/hasil/ev%201');
    expect(receiptFileName(election)).toBe('tanda-terima-pemilihan-raya-bem-km-2026.txt');
  });
});
