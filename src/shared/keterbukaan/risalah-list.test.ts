import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../open-data/table-export';
import type { RisalahInput } from './risalah';
import {
  firstListQuery,
  listQueryFromSearch,
  listSearchFromQuery,
} from '../public-lists/list-address';
import { listPage, listRow, matchingRows } from '../public-lists/list-rows';
import type { ListQuery } from '../public-lists/public-list';
import type { RecordMeta } from '../resources/record-meta';
import {
  RISALAH_EXPORT_COLUMNS,
  RISALAH_PAGE_SIZE,
  risalahJsonRows,
  risalahList,
} from './risalah-list';

type RisalahRecord = RisalahInput & RecordMeta;
const FIRST_RISALAH_PAGE = firstListQuery(risalahList);
const risalahPage = (
  records: readonly RisalahRecord[],
  query: Omit<ListQuery<typeof risalahList>, 'urut'>,
) => listPage(risalahList, records, { ...query, urut: 'terbaru' });
const matchingRisalah = (records: readonly RisalahRecord[], filter: { q: string }) =>
  matchingRows(risalahList, records, { ...filter, urut: 'terbaru' });

const record = (n: number, over: Partial<RisalahInput> = {}): RisalahRecord => ({
  id: `r${String(n).padStart(4, '0')}`,
  position: n,
  namaRapat: `Rapat ${n}`,
  tanggalRapat: `2025-${String((n % 12) + 1).padStart(2, '0')}-10`,
  pemimpinRapat: 'Ketua',
  notulensi: '',
  hasilKeputusan: '',
  daftarHadir: ['Ayu', 'Bima'],
  tugas: [
    { tugas: 'Laporan', penanggungJawab: 'Ayu', selesai: true },
    { tugas: 'Undangan', penanggungJawab: 'Bima', selesai: false },
  ],
  lampiran: [{ namaFile: 'Notulen.pdf', link: 'https://contoh.id/n.pdf' }],
  published: n % 4 !== 0,
  ...over,
});

describe('the public list of meeting minutes', () => {
  const records = Array.from({ length: 30 }, (_, i) => record(i + 1));

  it('holds final minutes only, latest meeting first, ten a page', () => {
    const first = risalahPage(records, FIRST_RISALAH_PAGE);
    const finals = records.filter((r) => r.published);
    expect(first.total).toBe(finals.length);
    expect(first.items).toHaveLength(RISALAH_PAGE_SIZE);
    const all = [1, 2, 3].flatMap((halaman) => risalahPage(records, { q: '', halaman }).items);
    expect(all.map((row) => row.id).sort()).toEqual(finals.map((r) => r.id).sort());
    all.forEach((row, i) => {
      if (i > 0) expect(all[i - 1]!.tanggalRapat >= row.tanggalRapat).toBe(true);
    });
    expect(JSON.stringify(all)).not.toContain('"published"');
    expect(JSON.stringify(all)).not.toContain('"position"');
  });

  it('searches the meeting name, every word', () => {
    const named = [record(1, { namaRapat: 'Rapat Pleno Kabinet' }), record(2)];
    expect(matchingRisalah(named, { q: 'kabinet PLENO' }).map((r) => r.id)).toEqual(['r0001']);
    expect(matchingRisalah(named, { q: 'kabinet ketua' })).toEqual([]);
  });

  it('exports one row per meeting, its lists joined; JSON keeps the lists', () => {
    const row = listRow(risalahList, record(1));
    const [header, line] = toCsv(RISALAH_EXPORT_COLUMNS, [row]).split('\r\n');
    expect(header).toContain('"Jumlah Hadir"');
    expect(line).toContain(',2,"Ayu; Bima",2,1,');
    expect(line).toContain('Bima: Undangan (Belum Dikerjakan)');
    expect(risalahJsonRows([row])[0]).toMatchObject({
      daftarHadir: ['Ayu', 'Bima'],
      tugas: row.tugas,
      lampiran: row.lampiran,
    });
  });

  it('keeps the query in the address, a malformed one reading as the first page', () => {
    const search = listSearchFromQuery(risalahList, { q: 'rapat pleno', halaman: 2 });
    expect(search.toString()).toBe('q=rapat+pleno&halaman=2');
    expect(listQueryFromSearch(risalahList, search)).toEqual({
      q: 'rapat pleno',
      urut: 'terbaru',
      halaman: 2,
    });
    expect(listQueryFromSearch(risalahList, new URLSearchParams('halaman=abc'))).toEqual(
      FIRST_RISALAH_PAGE,
    );
  });

  it('filters exactly as a filter written independently here, never showing a draft', () => {
    const names = ['Rapat Pleno', 'Rapat Koordinasi Kabinet', 'Evaluasi Pleno', 'Rapat Darurat'];
    const minute = fc.record({
      namaRapat: fc.constantFrom(...names),
      tanggalRapat: fc.constantFrom('2025-01-05', '2025-03-10', '2025-03-10', '2026-02-01'),
      published: fc.boolean(),
    });
    const query = fc.record({
      q: fc.constantFrom('', 'pleno', 'RAPAT kabinet', 'darurat', 'evaluasi rapat', 'zzz'),
      halaman: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(minute, { maxLength: 40 }), query, (items, q) => {
        const all = items.map((item, i) => record(i, item));
        const wanted = q.q.toLowerCase().split(' ').filter(Boolean);
        const expected = all
          .filter((r) => r.published)
          .filter((r) => wanted.every((w) => r.namaRapat.toLowerCase().includes(w)))
          .sort((a, b) =>
            a.tanggalRapat === b.tanggalRapat
              ? b.id.localeCompare(a.id)
              : b.tanggalRapat.localeCompare(a.tanggalRapat),
          );
        const page = risalahPage(all, q);
        expect(page.total).toBe(expected.length);
        expect(page.items.map((row) => row.id)).toEqual(
          expected
            .slice((q.halaman - 1) * RISALAH_PAGE_SIZE, q.halaman * RISALAH_PAGE_SIZE)
            .map((r) => r.id),
        );
      }),
    );
  });
});
