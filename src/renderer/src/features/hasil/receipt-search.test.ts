import { describe, expect, it } from 'vitest';
import { matchingReceipts, receiptSymbols, typedReceipt } from './receipt-search';

describe('a receipt typed by a voter', () => {
  it('is read as Crockford base32: any case, spaces or hyphens, I and L as 1, O as 0', () => {
    expect(receiptSymbols(' 7k3qm-2b9xd ')).toBe('7K3QM2B9XD');
    expect(typedReceipt('iLoO0 11111 22222 33333')).toBe('11000-11111-22222-33333');
    expect(typedReceipt('7K3QM2B9XDPQRSTVWXYZ')).toBe('7K3QM-2B9XD-PQRST-VWXYZ');
  });

  it('is no receipt while incomplete or with a letter the alphabet lacks', () => {
    expect(typedReceipt('7K3QM-2B9XD')).toBeNull();
    expect(typedReceipt('UUUUU-11111-22222-33333')).toBeNull();
    expect(typedReceipt('7K3QM-2B9XD-PQRST-VWXYZ-1')).toBeNull();
  });

  it('narrows the list to the receipts holding what was typed so far', () => {
    const receipts = ['7K3QM-2B9XD-PQRST-VWXYZ', 'ZZZZZ-00000-11111-22222'];
    expect(matchingReceipts(receipts, '')).toBe(receipts);
    expect(matchingReceipts(receipts, 'xd-pq')).toEqual(['7K3QM-2B9XD-PQRST-VWXYZ']);
    expect(matchingReceipts(receipts, 'oo')).toEqual(['ZZZZZ-00000-11111-22222']);
    expect(matchingReceipts(receipts, 'qqq')).toEqual([]);
  });
});
