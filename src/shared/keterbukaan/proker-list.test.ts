import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv, toJsonRows } from '../open-data/table-export';
import { PROKER_STATUSES, type ProkerInput } from './proker';
import {
  FIRST_PROKER_PAGE,
  matchingProker,
  PROKER_EXPORT_COLUMNS,
  PROKER_PAGE_SIZE,
  prokerChoices,
  prokerPage,
  prokerQueryFromSearch,
  prokerRow,
  prokerSearchFromQuery,
  UNKNOWN_MINISTRY,
  type ProkerPageQuery,
  type ProkerRecord,
} from './proker-list';

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
    const first = prokerPage(records, FIRST_PROKER_PAGE, NAMES);
    expect(first.items).toHaveLength(PROKER_PAGE_SIZE);
    expect(first.total).toBe(17);
    const all = [1, 2, 3].flatMap(
      (halaman) => prokerPage(records, { ...FIRST_PROKER_PAGE, halaman }, NAMES).items,
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
      matchingProker(named, { ...FIRST_PROKER_PAGE, q }).map((r) => r.id);
    expect(found('natalis')).toEqual(['p0001']);
    expect(found('ENERGI seminar')).toEqual(['p0002']);
    expect(found('kampus dies')).toEqual(['p0001']);
    expect(found('natalis energi')).toEqual([]);
  });

  it('names a ministry removed from Struktur instead of dropping its programme', () => {
    const page = prokerPage([record(1, { kementerianId: 'div-lama' })], FIRST_PROKER_PAGE, NAMES);
    expect(page.items[0]?.kementerian).toBe(UNKNOWN_MINISTRY);
    expect(page.total).toBe(1);
  });

  it('offers the periods and ministries that have programmes, in Struktur order', () => {
    const choices = prokerChoices(
      [...records, record(40, { kementerianId: 'div-lama', periode: '2023/2024' })],
      NAMES,
    );
    expect(choices.periode).toEqual(['2025/2026', '2024/2025', '2023/2024']);
    expect(choices.kementerian).toEqual([
      { id: 'div-sekjen', nama: 'Sekretariat Jenderal' },
      { id: 'div-psdm', nama: 'Kementerian PSDM' },
      { id: 'div-lama', nama: UNKNOWN_MINISTRY },
    ]);
  });

  it('gives the attendance ratio with each row, and downloads counts as plain numbers', () => {
    const row = prokerRow(record(3, { targetPeserta: 80, jumlahPesertaRealisasi: 60 }), NAMES);
    expect(row.persentaseKehadiran).toBe(75);
    const csv = toCsv(PROKER_EXPORT_COLUMNS, [row]);
    expect(csv.split('\r\n')[1]).toContain(',80,60,75,');
    expect(toJsonRows(PROKER_EXPORT_COLUMNS, [row])[0]).toMatchObject({
      namaProgram: 'Program 3',
      kementerian: 'Kementerian PSDM',
      targetPeserta: 80,
    });
  });

  it('keeps the query in the address and reads a malformed one as the default', () => {
    const query: ProkerPageQuery = {
      q: 'dies natalis',
      periode: '2025/2026',
      kementerianId: 'div-psdm',
      status: 'Sedang Berjalan',
      halaman: 3,
    };
    const search = prokerSearchFromQuery(query);
    expect(search.toString()).toBe(
      'q=dies+natalis&periode=2025%2F2026&kementerian=div-psdm&status=Sedang+Berjalan&halaman=3',
    );
    expect(prokerQueryFromSearch(search)).toEqual(query);
    expect(prokerSearchFromQuery(FIRST_PROKER_PAGE).toString()).toBe('');
    expect(
      prokerQueryFromSearch(
        new URLSearchParams('periode=2025&status=Ditunda&halaman=-2&q=' + 'x'.repeat(300)),
      ),
    ).toEqual({ ...FIRST_PROKER_PAGE, q: 'x'.repeat(100) });
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
      kementerianId: fc.constantFrom('', ...ministries),
      status: fc.constantFrom('' as const, ...PROKER_STATUSES),
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
            (!q.kementerianId || r.kementerianId === q.kementerianId) &&
            (!q.status || r.statusProker === q.status) &&
            wanted.every(
              (w) => plain(r.namaProgram).includes(w) || plain(r.deskripsiSingkat).includes(w),
            ),
        );
        const page = prokerPage(records, q, NAMES);
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
