import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv, toJsonRows } from '../open-data/table-export';
import {
  firstListQuery,
  listQueryFromSearch,
  listSearchFromQuery,
} from '../public-lists/list-address';
import { listChoices } from '../public-lists/list-choices';
import { findListItem } from '../public-lists/list-item';
import { listPage, listRow, matchingRows } from '../public-lists/list-rows';
import type { ListFilter } from '../public-lists/public-list';
import { ASET_KONDISI, type AsetInput } from './aset';
import { asetPublicUrl } from './aset-address';
import { matchingAdminAset, nextPeminjaman, NO_ASET_ADMIN_FILTER } from './aset-admin-list';
import { ASET_EXPORT_COLUMNS, ASET_PAGE_SIZE, asetList, type AsetRecord } from './aset-list';

type AsetFilter = ListFilter<typeof asetList>;
const FIRST_ASET_PAGE = firstListQuery(asetList);
const asetPage = (records: readonly AsetRecord[], query: typeof FIRST_ASET_PAGE) =>
  listPage(asetList, records, query);
const matchingAset = (records: readonly AsetRecord[], filter: AsetFilter) =>
  matchingRows(asetList, records, filter);

const LOKASI = ['Sekretariat BEM', 'Gudang Lt. 2', 'Ruang Rapat', ''];

const record = (n: number, over: Partial<AsetInput> = {}): AsetRecord => ({
  id: `a${String(n).padStart(4, '0')}`,
  position: n,
  namaAset: `Aset ${String(n).padStart(3, '0')}`,
  kodeAset: `BEM-${n}`,
  lokasiPenyimpanan: LOKASI[n % LOKASI.length]!,
  jumlahAset: n,
  tanggalPerolehan: n % 5 ? `20${10 + (n % 15)}-01-0${1 + (n % 9)}` : '',
  tipePerolehan: 'Hibah',
  statusKondisi: ASET_KONDISI[n % 3]!,
  sumberKeterangan: '',
  statusPeminjaman: n % 4 ? 'Tersedia' : 'Dipinjam',
  dapatDipinjamkan: n % 2 === 0,
  gambar: [],
  published: n % 7 !== 0,
  diperbarui: '2025-09-01T00:00:00.000Z',
  ...over,
});

describe('the public inventory', () => {
  const records = Array.from({ length: 40 }, (_, i) => record(i + 1));
  const published = records.filter((r) => r.published);

  it('shows nine cards, then nine more for each "Muat Aset Lebih Banyak", A to Z', () => {
    const first = asetPage(records, FIRST_ASET_PAGE);
    expect(first.items).toHaveLength(ASET_PAGE_SIZE);
    expect(first.total).toBe(published.length);
    const more = asetPage(records, { ...FIRST_ASET_PAGE, halaman: 2 });
    expect(more.items).toHaveLength(2 * ASET_PAGE_SIZE);
    expect(more.items.slice(0, ASET_PAGE_SIZE)).toEqual(first.items);
    const names = more.items.map((card) => card.namaAset);
    expect(names).toEqual([...names].sort());
    const all = asetPage(records, { ...FIRST_ASET_PAGE, halaman: 10 });
    expect(all.items).toHaveLength(published.length);
  });

  it('never lists, counts, offers or shows a private asset', () => {
    const hidden = record(7, { lokasiPenyimpanan: 'Lemari Rahasia' });
    expect(hidden.published).toBe(false);
    const withHidden = [...records, hidden];
    expect(matchingAset(withHidden, { ...FIRST_ASET_PAGE, q: 'rahasia' })).toEqual([]);
    expect(listChoices(asetList, withHidden).lokasi).not.toContain('Lemari Rahasia');
    expect(findListItem(asetList, withHidden, hidden.id)).toBeNull();
    expect(findListItem(asetList, withHidden, 'a0001')?.namaAset).toBe('Aset 001');
    expect(findListItem(asetList, withHidden, 'tidak-ada')).toBeNull();
    // A row is what the public sees: never the flag that made it public.
    expect(Object.keys(listRow(asetList, record(1)))).not.toContain('published');
  });

  it('offers the locations of every published asset once, without the empty one', () => {
    expect(listChoices(asetList, records).lokasi).toEqual([
      'Gudang Lt. 2',
      'Ruang Rapat',
      'Sekretariat BEM',
    ]);
  });

  it('searches every word in the name, code or location', () => {
    const named = [
      record(1, {
        namaAset: 'Proyektor Epson',
        kodeAset: 'BEM-PRY-01',
        lokasiPenyimpanan: 'Sekretariat BEM',
      }),
      record(2, { namaAset: 'Kursi Lipat', lokasiPenyimpanan: 'Gudang Proyek' }),
    ];
    const find = (q: string) => matchingAset(named, { ...FIRST_ASET_PAGE, q }).map((r) => r.id);
    expect(find('epson pry')).toEqual(['a0001']);
    // A to Z: Kursi Lipat before Proyektor Epson.
    expect(find('PROYEK')).toEqual(['a0002', 'a0001']);
    expect(find('gudang kursi')).toEqual(['a0002']);
    expect(find('gudang epson')).toEqual([]);
  });

  it('filters like an independent filter would, for any records and any filter', () => {
    const arbitraryAset = fc.record({
      n: fc.integer({ min: 1, max: 9999 }),
      namaAset: fc.constantFrom('Tenda Dome', 'Kamera DSLR', 'HT Baofeng', 'Kursi Lipat', 'Tenda'),
      lokasiPenyimpanan: fc.constantFrom(...LOKASI),
      statusKondisi: fc.constantFrom(...ASET_KONDISI),
      dapatDipinjamkan: fc.boolean(),
      published: fc.boolean(),
    });
    const arbitraryFilter: fc.Arbitrary<AsetFilter> = fc.record({
      q: fc.constantFrom('', 'tenda', 'KAMERA dslr', 'lipat gudang', 'sekretariat', 'zzz'),
      urut: fc.constant('nama' as const),
      kondisi: fc.constantFrom('', ...ASET_KONDISI),
      lokasi: fc.constantFrom(...LOKASI),
      pinjam: fc.constantFrom('', 'boleh', 'tidak'),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryAset, { selector: (a) => a.n, maxLength: 40 }),
        arbitraryFilter,
        fc.integer({ min: 1, max: 6 }),
        (drawn, filter, halaman) => {
          const all = drawn.map(({ n, ...over }) => record(n, over));
          // Written apart from aset-list.ts: plain loops, lower-case includes.
          const expected: AsetRecord[] = [];
          for (const aset of all) {
            if (!aset.published) continue;
            if (filter.kondisi && aset.statusKondisi !== filter.kondisi) continue;
            if (filter.lokasi && aset.lokasiPenyimpanan !== filter.lokasi) continue;
            if (filter.pinjam === 'boleh' && !aset.dapatDipinjamkan) continue;
            if (filter.pinjam === 'tidak' && aset.dapatDipinjamkan) continue;
            const haystack = [aset.namaAset, aset.kodeAset, aset.lokasiPenyimpanan].map((t) =>
              t.toLowerCase(),
            );
            const words = filter.q.toLowerCase().split(' ').filter(Boolean);
            if (!words.every((w) => haystack.some((t) => t.includes(w)))) continue;
            expected.push(aset);
          }
          const ids = expected.map((a) => a.id).sort();
          expect(
            matchingAset(all, filter)
              .map((a) => a.id)
              .sort(),
          ).toEqual(ids);
          const page = asetPage(all, { ...filter, halaman });
          expect(page.total).toBe(expected.length);
          expect(page.items).toHaveLength(Math.min(expected.length, halaman * ASET_PAGE_SIZE));
          expect(page.items.every((card) => ids.includes(card.id))).toBe(true);
        },
      ),
    );
  });

  it('exports every matching row, the quantity as a number, formulas neutralised', () => {
    const rows = [listRow(asetList, record(2, { namaAset: '=HYPERLINK("x")', jumlahAset: 12 }))];
    const csv = toCsv(ASET_EXPORT_COLUMNS, rows);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(',12,');
    expect(toJsonRows(ASET_EXPORT_COLUMNS, rows)[0]).toMatchObject({
      namaAset: '=HYPERLINK("x")',
      jumlahAset: 12,
      dapatDipinjamkan: 'Ya',
    });
  });
});

describe('the inventory query in the address', () => {
  it('reads back what it writes, and only what differs from the default', () => {
    const query = {
      q: 'tenda',
      urut: 'nama',
      kondisi: 'Rusak',
      lokasi: 'Gudang Lt. 2',
      pinjam: 'boleh',
      halaman: 3,
    } as const;
    const search = listSearchFromQuery(asetList, query);
    // The addresses the page wrote before its list was declared.
    expect(search.toString()).toBe(
      'q=tenda&kondisi=Rusak&lokasi=Gudang+Lt.+2&pinjam=boleh&halaman=3',
    );
    expect(listQueryFromSearch(asetList, search)).toEqual(query);
    expect(listSearchFromQuery(asetList, FIRST_ASET_PAGE).toString()).toBe('');
  });

  it('reads anything malformed as the default', () => {
    const odd = new URLSearchParams(
      'kondisi=Hilang&pinjam=mungkin&halaman=-2&q=' + 'x'.repeat(500),
    );
    const read = listQueryFromSearch(asetList, odd);
    expect(read).toMatchObject({ kondisi: '', pinjam: '', halaman: 1 });
    expect(read.q).toHaveLength(100);
  });
});

describe("Kelola Aset's list", () => {
  const records = Array.from({ length: 30 }, (_, i) => record(i + 1));

  it('shows private assets too, filtered by condition, lending status and visibility', () => {
    expect(matchingAdminAset(records, NO_ASET_ADMIN_FILTER)).toHaveLength(30);
    const privat = matchingAdminAset(records, { ...NO_ASET_ADMIN_FILTER, publik: 'privat' });
    expect(privat.map((a) => a.id)).toEqual(['a0007', 'a0014', 'a0021', 'a0028']);
    const lent = matchingAdminAset(records, {
      ...NO_ASET_ADMIN_FILTER,
      peminjaman: 'Dipinjam',
      kondisi: 'Baik',
    });
    expect(lent.every((a) => a.statusPeminjaman === 'Dipinjam' && a.statusKondisi === 'Baik')).toBe(
      true,
    );
    expect(matchingAdminAset(records, { ...NO_ASET_ADMIN_FILTER, q: 'bem-12' })).toHaveLength(1);
  });

  it('toggles the lending status between Tersedia and Dipinjam', () => {
    expect(nextPeminjaman('Tersedia')).toBe('Dipinjam');
    expect(nextPeminjaman('Dipinjam')).toBe('Tersedia');
  });

  it('builds the address a QR label encodes from the configured public address', () => {
    expect(asetPublicUrl('https://bem.contoh.ac.id/', 'a b')).toBe(
      'https://bem.contoh.ac.id/keterbukaan-informasi/inventaris/a%20b',
    );
  });
});
