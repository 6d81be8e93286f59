import { describe, expect, it } from 'vitest';
import type { ProkerInput } from '../../../../shared/keterbukaan/proker';
import { prokerList } from '../../../../shared/keterbukaan/proker-list';
import { prokerResource } from '../../../../shared/keterbukaan/proker-resource';
import { risalahResource } from '../../../../shared/keterbukaan/risalah-resource';
import { asetList } from '../../../../shared/keterbukaan/aset-list';
import { asetResource } from '../../../../shared/keterbukaan/aset-resource';
import { firstListQuery } from '../../../../shared/public-lists/list-address';
import { listCursor, listQueryPlan, rowsOfDocs } from './public-list-plan';
import { risalahList } from '../../../../shared/keterbukaan/risalah-list';
import { derivedFields } from './firestore-derived-fields';
import { summaryWrites } from './firestore-summaries';

const proker = (id: string, over: Partial<ProkerInput>) => ({
  id,
  position: 0,
  namaProgram: 'Seminar Nuklir',
  kementerianId: 'div-1',
  periode: '2025/2026',
  tanggalPelaksanaan: '2025-10-04',
  deskripsiSingkat: 'Diskusi energi',
  statusProker: 'Selesai' as const,
  targetPeserta: 0,
  jumlahPesertaRealisasi: 0,
  linkLpj: '',
  detailPelaksanaan: '',
  capaian: '',
  kendala: '',
  saranUmum: '',
  saranKhusus: '',
  ...over,
});
const { halaman: _halaman, ...ALL_PROKER } = firstListQuery(prokerList);

describe('the work programmes on Firestore', () => {
  it('filters there, orders by period, date and id, and pages one search word there', () => {
    const plan = listQueryPlan(prokerList, { ...ALL_PROKER, q: 'SEMINAR', status: 'Selesai' });
    expect(plan.filters).toEqual([
      { field: 'statusProker', op: '==', value: 'Selesai' },
      { field: 'kataCari', op: 'array-contains', value: 'seminar' },
    ]);
    expect(plan.orderBy.map((o) => o.field)).toEqual(['periode', 'tanggalPelaksanaan', '__name__']);
    expect(plan.paged).toBe(true);
    expect(listCursor(prokerList, plan.filter, proker('p1', {}))).toEqual([
      '2025/2026',
      '2025-10-04',
      'p1',
    ]);
  });

  it('pages several search words in the browser, on the rows Firestore read', () => {
    const plan = listQueryPlan(prokerList, {
      ...ALL_PROKER,
      q: 'seminar energi',
      periode: '2025/2026',
    });
    expect(plan.filters).toContainEqual({
      field: 'kataCari',
      op: 'array-contains',
      value: 'seminar',
    });
    expect(plan.paged).toBe(false);
    const docs = [proker('a', {}), proker('b', { deskripsiSingkat: 'Lain' })].map(
      ({ id, ...data }) => ({ id, data: () => data }),
    );
    expect(rowsOfDocs(prokerList, plan.filter, docs).map((r) => r.id)).toEqual(['a']);
  });

  it('keeps the search keys of the name and summary, and the choices beside the collection', () => {
    const keys = derivedFields(prokerResource, {
      namaProgram: 'Dies Natalis',
      deskripsiSingkat: 'Kampus',
    });
    expect(keys['kataCari']).toEqual(expect.arrayContaining(['dies', 'natal', 'kampus']));
    expect(
      summaryWrites(prokerResource, [
        proker('a', { periode: '2024/2025', kementerianId: 'div-2' }),
        proker('b', {}),
      ]),
    ).toEqual([
      {
        collection: 'programKerjaRingkasan',
        id: 'pilihan',
        data: { periode: ['2024/2025', '2025/2026'], kementerian: ['div-1', 'div-2'] },
      },
    ]);
    expect(summaryWrites(risalahResource, [])).toEqual([]);
  });
});

describe('the meeting minutes on Firestore', () => {
  it('asks for final minutes only, latest first, with one search word', () => {
    const plan = listQueryPlan(risalahList, { q: 'Pleno', urut: 'terbaru' });
    expect(plan.filters).toEqual([
      { field: 'published', op: '==', value: true },
      { field: 'kataCari', op: 'array-contains', value: 'pleno' },
    ]);
    expect(plan.orderBy.map((o) => o.field)).toEqual(['tanggalRapat', '__name__']);
    expect(
      listCursor(risalahList, plan.filter, { tanggalRapat: '2025-09-01', id: 'r1' } as never),
    ).toEqual(['2025-09-01', 'r1']);
    expect(derivedFields(risalahResource, { namaRapat: 'Rapat Pleno' })['kataCari']).toContain(
      'plen',
    );
  });
});

describe('the inventory on Firestore', () => {
  const { halaman: _page, ...ALL_ASET } = firstListQuery(asetList);

  it('asks for published assets with each chosen filter, its words as the field’s values', () => {
    const plan = listQueryPlan(asetList, {
      ...ALL_ASET,
      q: 'Tenda dome',
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
    expect(() => listQueryPlan(asetList, { ...ALL_ASET, pinjam: 'mungkin' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });

  it('keeps the search keys and the location choices beside the assets', () => {
    const keys = derivedFields(asetResource, {
      namaAset: 'Proyektor Epson',
      kodeAset: 'BEM-PRY-01',
      lokasiPenyimpanan: 'Sekretariat BEM',
    })['kataAset'];
    expect(keys).toEqual(expect.arrayContaining(['proyek', 'epson', 'pry', 'sekre']));
    const aset = { published: true, lokasiPenyimpanan: 'Gudang', namaAset: 'Tenda', id: 'a' };
    expect(
      summaryWrites(asetResource, [
        aset,
        { ...aset, published: false, lokasiPenyimpanan: 'Rahasia' },
      ]),
    ).toEqual([
      { collection: 'inventarisAsetRingkasan', id: 'pilihan', data: { lokasi: ['Gudang'] } },
    ]);
  });
});
