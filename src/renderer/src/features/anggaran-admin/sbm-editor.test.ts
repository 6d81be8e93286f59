import { describe, expect, it } from 'vitest';
import { emptySbmItem, newSbmYear, sbmCategories } from './sbm-editor';

const item = (kategori: string, rincian: string) => ({
  kategori,
  rincian,
  satuan: 'orang/kali',
  harga: 25_000,
  ketentuan: '',
});

describe('the SBM editor', () => {
  it('starts a new year as a copy of the latest year’s rows, or with one empty row', () => {
    const latest = { items: [item('Konsumsi', 'Nasi kotak')] };
    const next = newSbmYear(2027, latest);
    expect(next).toEqual({ tahun: 2027, items: [item('Konsumsi', 'Nasi kotak')] });
    expect(next.items[0]).not.toBe(latest.items[0]);
    expect(newSbmYear(2027, null)).toEqual({ tahun: 2027, items: [emptySbmItem()] });
  });

  it('suggests the categories already written, once each, in their order', () => {
    expect(
      sbmCategories([
        item('Konsumsi', 'a'),
        item(' Transportasi ', 'b'),
        item('Konsumsi', 'c'),
        item('', 'd'),
      ]),
    ).toEqual(['Konsumsi', 'Transportasi']);
  });
});
