import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv, toJsonRows } from '../open-data/table-export';
import { listQueryFromSearch, listSearchFromQuery } from '../public-lists/list-address';
import { listChoices } from '../public-lists/list-choices';
import { namedRows, referencedNames } from '../public-lists/list-names';
import { listPage, matchingRows } from '../public-lists/list-rows';
import type { ListQuery } from '../public-lists/public-list';
import type { RecordMeta } from '../resources/record-meta';
import { strukturDivisiResource } from '../struktur/struktur-resources';
import { PROKER_STATUSES, type ProkerInput } from './proker';
import {
  ministryChoices,
  PROKER_EXPORT_COLUMNS,
  PROKER_PAGE_SIZE,
  prokerList,
  UNKNOWN_MINISTRY,
} from './proker-list';

type ProkerRecord = ProkerInput & RecordMeta;
type ProkerPageQuery = ListQuery<typeof prokerList>;
const FIRST_PROKER_PAGE: ProkerPageQuery = {
  q: '',
  urut: 'terbaru',
  periode: '',
  kementerian: '',
  status: '',
  halaman: 1,
};
const prokerPage = (records: readonly ProkerRecord[], query: ProkerPageQuery) =>
  listPage(prokerList, records, query);

const NAMES = new Map([
  ['div-sekjen', 'Sekretariat Jenderal'],
  ['div-psdm', 'Kementerian PSDM'],
  ['div-pora', 'Kementerian PORA'],
]);

const record = (n: number, over: Partial<ProkerRecord> = {}): ProkerRecord => ({
  id: `p${String(n).padStart(4, '0')}`,
  position: n,
  namaProgram: `Program ${n}`,
  kementerianId: n % 2 ? 'div-psdm' : 'div-sekjen',
  periode: n % 3 ? '2025/2026' : '2024/2025',
  tanggalPelaksanaan: n % 5 ? `2025-0${(n % 9) + 1}-1${n % 10}` : '',
  deskripsiSingkat: `Ringkasan ${n}`,
  statusProker: PROKER_STATUSES[n % PROKER_STATUSES.length]!,
  targetPeserta: 100,
  jumlahPesertaRealisasi: n,
  linkLpj: '',
  detailPelaksanaan: '',
  capaian: '',
  kendala: '',
  saranUmum: '',
  saranKhusus: '',
  ...over,
});

describe('the public work-programme list', () => {
  const records = Array.from({ length: 17 }, (_, i) => record(i + 1));

  it('pages 6 programmes, newest period first and undated ones last within a period', () => {
    const first = prokerPage(records, FIRST_PROKER_PAGE);
    expect(first.items).toHaveLength(PROKER_PAGE_SIZE);
    expect(first.total).toBe(17);
    const all = [1, 2, 3].flatMap(
      (halaman) => prokerPage(records, { ...FIRST_PROKER_PAGE, halaman }).items,
    );
    expect(all).toHaveLength(17);
    expect(new Set(all.map((row) => row.id)).size).toBe(17);
    all.forEach((row, i) => {
      const before = all[i - 1];
      if (!before) return;
      expect(before.periode >= row.periode).toBe(true);
      if (before.periode === row.periode && row.tanggalPelaksanaan !== '')
        expect(before.tanggalPelaksanaan >= row.tanggalPelaksanaan).toBe(true);
    });
  });

  it('searches the name and the short description, every word', () => {
    const named = [
      record(1, { namaProgram: 'Dies Natalis', deskripsiSingkat: 'Perayaan ulang tahun kampus' }),
      record(2, { namaProgram: 'Seminar Nuklir', deskripsiSingkat: 'Diskusi energi' }),
    ];
    const found = (q: string) =>
      matchingRows(prokerList, named, { ...FIRST_PROKER_PAGE, q }).map((r) => r.id);
    expect(found('natalis')).toEqual(['p0001']);
    expect(found('ENERGI seminar')).toEqual(['p0002']);
    expect(found('kampus dies')).toEqual(['p0001']);
    expect(found('natalis energi')).toEqual([]);
  });

  it('offers the periods and ministries that have programmes; ministries in Struktur order', () => {
    const choices = listChoices(prokerList, [
      ...records,
      record(40, { kementerianId: 'div-lama', periode: '2023/2024' }),
    ]);
    expect(choices.periode).toEqual(['2023/2024', '2024/2025', '2025/2026']);
    expect(ministryChoices(choices.kementerian, NAMES)).toEqual([
      { id: 'div-sekjen', nama: 'Sekretariat Jenderal' },
      { id: 'div-psdm', nama: 'Kementerian PSDM' },
      { id: 'div-lama', nama: UNKNOWN_MINISTRY },
    ]);
  });

  it('downloads each ministry by its Struktur name, the attendance ratio and counts as numbers', () => {
    const names = prokerList.export!.names!;
    expect([names.resource, names.firestoreCollection]).toEqual([
      strukturDivisiResource.name,
      strukturDivisiResource.firestoreCollection,
    ]);
    const divisions = [...NAMES].map(([id, nama]) => ({ id, nama, deskripsi: '' }));
    const rows = namedRows(
      prokerList,
      matchingRows(
        prokerList,
        [
          record(3, { targetPeserta: 80, jumlahPesertaRealisasi: 60 }),
          record(4, { kementerianId: 'div-lama' }),
        ],
        FIRST_PROKER_PAGE,
      ),
      referencedNames(prokerList, divisions),
    );
    const csv = toCsv(PROKER_EXPORT_COLUMNS, rows);
    expect(csv).toContain('"Program 3","Kementerian PSDM",');
    expect(csv).toContain(',80,60,75,');
    expect(toJsonRows(PROKER_EXPORT_COLUMNS, rows)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ namaProgram: 'Program 3', kementerian: 'Kementerian PSDM' }),
        expect.objectContaining({ namaProgram: 'Program 4', kementerian: UNKNOWN_MINISTRY }),
      ]),
    );
  });

  it('keeps the query in the address, with its parameters of before', () => {
    const query: ProkerPageQuery = {
      q: 'dies natalis',
      urut: 'terbaru',
      periode: '2025/2026',
      kementerian: 'div-psdm',
      status: 'Sedang Berjalan',
      halaman: 3,
    };
    const search = listSearchFromQuery(prokerList, query);
    expect(search.toString()).toBe(
      'q=dies+natalis&kementerian=div-psdm&status=Sedang+Berjalan&periode=2025%2F2026&halaman=3',
    );
    expect(listQueryFromSearch(prokerList, search)).toEqual(query);
    expect(listSearchFromQuery(prokerList, FIRST_PROKER_PAGE).toString()).toBe('');
  });

  it('filters exactly as a filter written independently here, for any programmes and query', () => {
    const periods = ['2024/2025', '2025/2026'];
    const ministries = ['div-sekjen', 'div-psdm', 'div-lama'];
    const words = ['dies', 'natalis', 'seminar', 'Énergi', 'kampus'];
    const text = fc
      .array(fc.constantFrom(...words), { maxLength: 3 })
      .map((parts) => parts.join(' '));
    const programme = fc.record({
      namaProgram: text,
      deskripsiSingkat: text,
      periode: fc.constantFrom(...periods),
      kementerianId: fc.constantFrom(...ministries),
      statusProker: fc.constantFrom(...PROKER_STATUSES),
    });
    const query = fc.record({
      q: fc.constantFrom('', 'dies', 'NATALIS seminar', 'energi', 'kamp', 'xyz'),
      periode: fc.constantFrom('', ...periods),
      kementerian: fc.constantFrom('', ...ministries),
      status: fc.constantFrom('' as const, ...PROKER_STATUSES),
      urut: fc.constant('terbaru' as const),
      halaman: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(programme, { maxLength: 30 }), query, (items, q) => {
        const records = items.map((item, i) => record(i, item as Partial<ProkerInput>));
        // Independent: lower-case, strip accents by hand, every word in name or summary.
        const plain = (s: string) => s.toLowerCase().replace('é', 'e');
        const wanted = plain(q.q).split(' ').filter(Boolean);
        const expected = records.filter(
          (r) =>
            (!q.periode || r.periode === q.periode) &&
            (!q.kementerian || r.kementerianId === q.kementerian) &&
            (!q.status || r.statusProker === q.status) &&
            wanted.every(
              (w) => plain(r.namaProgram).includes(w) || plain(r.deskripsiSingkat).includes(w),
            ),
        );
        const page = prokerPage(records, q);
        expect(page.total).toBe(expected.length);
        const ids = new Set(expected.map((r) => r.id));
        expect(page.items.every((row) => ids.has(row.id))).toBe(true);
        const start = (q.halaman - 1) * PROKER_PAGE_SIZE;
        expect(page.items).toHaveLength(
          Math.max(0, Math.min(PROKER_PAGE_SIZE, expected.length - start)),
        );
      }),
    );
  });
});
