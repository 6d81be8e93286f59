import { describe, expect, it } from 'vitest';
import { FIRST_PROKER_PAGE, type ProkerRecord } from '../../../../shared/keterbukaan/proker-list';
import { prokerResource } from '../../../../shared/keterbukaan/proker-resource';
import { risalahResource } from '../../../../shared/keterbukaan/risalah-resource';
import { BackendError } from '../backend-error';
import { listCursor, listQueryPlan } from './public-list-plan';
import { risalahList } from '../../../../shared/keterbukaan/risalah-list';
import { derivedFields } from './firestore-derived-fields';
import { PROKER_CHOICES_DOC, summaryWrites } from './firestore-summaries';
import { prokerCursor, prokerQueryPlan, shownProker } from './proker-query';

const proker = (id: string, over: Partial<ProkerRecord>): ProkerRecord => ({
  id,
  position: 0,
  namaProgram: 'Seminar Nuklir',
  kementerianId: 'div-1',
  periode: '2025/2026',
  tanggalPelaksanaan: '2025-10-04',
  deskripsiSingkat: 'Diskusi energi',
  statusProker: 'Selesai',
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

describe('the work programmes on Firestore', () => {
  it('filters there, orders by period, date and id, and pages one search word there', () => {
    const plan = prokerQueryPlan({ ...FIRST_PROKER_PAGE, q: 'SEMINAR', status: 'Selesai' });
    expect(plan.filters).toEqual([
      { field: 'statusProker', op: '==', value: 'Selesai' },
      { field: 'kataCari', op: 'array-contains', value: 'seminar' },
    ]);
    expect(plan.orderBy.map((o) => o.field)).toEqual(['periode', 'tanggalPelaksanaan', '__name__']);
    expect(plan.paged).toBe(true);
    expect(prokerCursor(plan, proker('p1', {}))).toEqual(['2025/2026', '2025-10-04', 'p1']);
  });

  it('leaves the period out of the order when it filters on it, and pages several words here', () => {
    const plan = prokerQueryPlan({
      ...FIRST_PROKER_PAGE,
      q: 'seminar energi',
      periode: '2025/2026',
    });
    expect(plan.orderBy.map((o) => o.field)).toEqual(['tanggalPelaksanaan', '__name__']);
    expect(plan.filters).toContainEqual({
      field: 'kataCari',
      op: 'array-contains',
      value: 'seminar',
    });
    expect(plan.paged).toBe(false);
    const shown = shownProker(plan.filter, [
      proker('a', {}),
      proker('b', { deskripsiSingkat: 'Lain' }),
    ]);
    expect(shown.map((r) => r.id)).toEqual(['a']);
  });

  it('refuses a malformed query as the server does', () => {
    expect(() => prokerQueryPlan({ ...FIRST_PROKER_PAGE, periode: '2025' })).toThrow(BackendError);
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
        ...PROKER_CHOICES_DOC,
        data: { periode: ['2025/2026', '2024/2025'], kementerianId: ['div-1', 'div-2'] },
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
