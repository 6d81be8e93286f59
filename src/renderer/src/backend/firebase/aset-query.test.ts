import { describe, expect, it } from 'vitest';
import type { AsetRecord } from '../../../../shared/keterbukaan/aset-list';
import { NO_ASET_FILTER } from '../../../../shared/keterbukaan/aset-list';
import { asetQueryPlan, shownAset } from './aset-query';

const aset = (id: string, namaAset: string, over: Partial<AsetRecord> = {}): AsetRecord => ({
  id,
  position: 0,
  namaAset,
  kodeAset: '',
  lokasiPenyimpanan: 'Sekretariat BEM',
  jumlahAset: 1,
  tanggalPerolehan: '',
  tipePerolehan: 'Hibah',
  statusKondisi: 'Baik',
  sumberKeterangan: '',
  statusPeminjaman: 'Tersedia',
  dapatDipinjamkan: true,
  gambar: [],
  published: true,
  ...over,
});

describe('the inventory query on Firestore', () => {
  it('asks Firestore for published assets with each chosen filter, by name then id', () => {
    const plan = asetQueryPlan({
      q: 'Tenda',
      kondisi: 'Rusak',
      lokasi: 'Gudang',
      pinjam: 'tidak',
    });
    expect(plan.filters).toEqual([
      { field: 'published', op: '==', value: true },
      { field: 'statusKondisi', op: '==', value: 'Rusak' },
      { field: 'lokasiPenyimpanan', op: '==', value: 'Gudang' },
      { field: 'dapatDipinjamkan', op: '==', value: false },
      { field: 'kataAset', op: 'array-contains', value: 'tenda' },
    ]);
    expect(plan.orderBy.map((o) => o.field)).toEqual(['namaAset', '__name__']);
    expect(plan.limited).toBe(true);
  });

  it('takes the longest of several words to Firestore and looks for the rest here', () => {
    const plan = asetQueryPlan({ ...NO_ASET_FILTER, q: 'ht baofeng' });
    expect(plan.filters.at(-1)).toEqual({
      field: 'kataAset',
      op: 'array-contains',
      value: 'baofeng',
    });
    expect(plan.limited).toBe(false);
    const shown = shownAset(plan, [
      aset('b', 'HT Baofeng UV-5R'),
      aset('a', 'Baofeng Charger'),
      aset('c', 'HT Baofeng Rusak', { published: false }),
    ]);
    expect(shown.map((a) => a.id)).toEqual(['b']);
  });

  it('refuses a filter the server would refuse, with the field named', () => {
    expect(() => asetQueryPlan({ ...NO_ASET_FILTER, q: 'x'.repeat(101) })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', fields: { q: 'Kata kunci terlalu panjang.' } }),
    );
  });
});
