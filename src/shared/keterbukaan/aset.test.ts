import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { resourceChanges } from '../resources/resource-rules';
import { stampContextOf } from '../resources/record-stamp';
import { ASET_MESSAGES, asetInputSchema, tahunPerolehan, type AsetInput } from './aset';
import { asetResource } from './aset-resource';
import { searchKeys } from '../open-data/search-keys';
import { asetList } from './aset-list';
import { asetStats } from './aset-stats';

const aset = (over: Partial<AsetInput> = {}): AsetInput => ({
  namaAset: 'Sound System Portable',
  kodeAset: 'BEM-SND-01',
  lokasiPenyimpanan: 'Sekretariat BEM',
  jumlahAset: 1,
  tanggalPerolehan: '2024-03-15',
  tipePerolehan: 'Pembelian',
  statusKondisi: 'Baik',
  sumberKeterangan: '',
  statusPeminjaman: 'Tersedia',
  dapatDipinjamkan: true,
  gambar: [],
  published: true,
  ...over,
});

const problems = (input: unknown) => {
  const parsed = safeParse(asetInputSchema, input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('an asset of the inventory', () => {
  it('is refused with an Indonesian message on the field at fault', () => {
    expect(problems(aset({ namaAset: '   ' }))).toEqual({ namaAset: ASET_MESSAGES.namaRequired });
    expect(problems(aset({ jumlahAset: 0 }))).toEqual({ jumlahAset: ASET_MESSAGES.jumlah });
    expect(problems(aset({ jumlahAset: 1.5 }))).toEqual({ jumlahAset: ASET_MESSAGES.jumlah });
    expect(problems(aset({ tanggalPerolehan: '2024-02-30' }))).toEqual({
      tanggalPerolehan: ASET_MESSAGES.tanggal,
    });
    expect(problems({ ...aset(), statusKondisi: 'Hilang' })).toEqual({
      statusKondisi: ASET_MESSAGES.kondisi,
    });
    expect(problems({ ...aset(), tipePerolehan: 'Curian' })).toEqual({
      tipePerolehan: ASET_MESSAGES.tipe,
    });
    expect(problems({ ...aset(), statusPeminjaman: 'Hilang' })).toEqual({
      statusPeminjaman: ASET_MESSAGES.peminjaman,
    });
    // Never undefined (the old portal read a missing flag two ways).
    const { dapatDipinjamkan: _missing, ...withoutFlag } = aset();
    expect(problems(withoutFlag)).toEqual({ dapatDipinjamkan: ASET_MESSAGES.dapatDipinjamkan });
    expect(problems(aset({ kodeAset: 'K'.repeat(41) }))).toEqual({
      kodeAset: ASET_MESSAGES.kodeTooLong,
    });
  });

  it('accepts an unknown acquisition date, and its year is then empty', () => {
    expect(problems(aset({ tanggalPerolehan: '' }))).toEqual({});
    expect(tahunPerolehan(aset({ tanggalPerolehan: '' }))).toBe('');
    expect(tahunPerolehan(aset())).toBe('2024');
  });

  it('gets "Terakhir Diperbarui" from the backend at each change, never from the client', () => {
    const stamp = asetResource.stamp!;
    const created = stamp(
      aset({ diperbarui: '2000-01-01T00:00:00.000Z' }),
      stampContextOf({ kementerian: null }, [], undefined, new Date('2025-09-01T02:00:00Z')),
    );
    expect(created.diperbarui).toBe('2025-09-01T02:00:00.000Z');
    const stored = [{ ...created, id: 'a1', position: 0 }];
    const later = new Date('2025-09-02T02:00:00Z');
    const same = stamp(aset(), stampContextOf({ kementerian: null }, stored, 'a1', later));
    expect(same.diperbarui).toBe(created.diperbarui);
    const moved = stamp(
      aset({ statusPeminjaman: 'Dipinjam' }),
      stampContextOf({ kementerian: null }, stored, 'a1', later),
    );
    expect(moved.diperbarui).toBe(later.toISOString());
    // The history names what changed, not the timestamp (the entry has its own time).
    expect(resourceChanges(asetResource, created, moved)).toEqual([
      { field: 'Status Peminjaman', before: 'Tersedia', after: 'Dipinjam' },
    ]);
  });

  it('refuses a code another asset already has, whatever its case', () => {
    const others = [{ ...aset(), id: 'a1', position: 0 }];
    expect(asetResource.check!(aset({ kodeAset: 'bem-snd-01' }), others)).toEqual({
      message: ASET_MESSAGES.kodeTaken,
      field: 'kodeAset',
    });
    expect(asetResource.check!(aset({ kodeAset: '' }), [{ ...others[0]!, kodeAset: '' }])).toBe(
      null,
    );
  });

  it('is found on Firestore by the start of any word of its name, code or location', () => {
    const found = aset({ namaAset: 'Proyektor Epson' });
    const search = asetList.search!;
    const texts = search.fields.map((field) => String((found as Record<string, unknown>)[field]));
    const keys = searchKeys(texts, search.maxKeys);
    for (const word of ['proyek', 'epson', 'bem', 'snd', 'sekre']) expect(keys).toContain(word);
    expect(keys).not.toContain('jektor');
  });

  it('counts Kelola Aset figures over every asset, private ones too', () => {
    const stats = asetStats([
      aset({ jumlahAset: 4 }),
      aset({ statusKondisi: 'Rusak', statusPeminjaman: 'Dipinjam', published: false }),
      aset({ lokasiPenyimpanan: '', statusKondisi: 'Rusak' }),
    ]);
    expect(stats).toMatchObject({
      total: 3,
      totalUnit: 6,
      perKondisi: { Baik: 1, 'Perlu Perbaikan': 0, Rusak: 2 },
      tersedia: 2,
      dipinjam: 1,
      publik: 2,
    });
    expect(stats.perLokasi).toEqual([
      { lokasi: 'Sekretariat BEM', jumlah: 2 },
      { lokasi: 'Tanpa lokasi', jumlah: 1 },
    ]);
  });
});
