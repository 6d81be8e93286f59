import { describe, expect, it } from 'vitest';
import { initialVerifiers } from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import { matchesSearch, searchWithin } from './submission-search';

const submission = (id: string, namaKegiatan: string, penyelenggara: string): Submission => ({
  id,
  ticketId: id,
  answers: {},
  namaKegiatan,
  penyelenggara,
  currentStatus: 'Diajukan',
  verifiers: initialVerifiers(),
  finalResponse: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

describe('submission search', () => {
  it('matches a case-insensitive substring of either name', () => {
    const s = submission('a', 'Dies Natalis', 'HIMA Elektro');
    expect(matchesSearch(s, 'natal')).toBe(true);
    expect(matchesSearch(s, '  ELEKTRO ')).toBe(true);
    expect(matchesSearch(s, 'olahraga')).toBe(false);
    expect(matchesSearch(s, '')).toBe(true);
  });

  it('keeps the window order, limits the items and counts every match', () => {
    const window = [
      submission('1', 'Seminar A', 'UKM'),
      submission('2', 'Lomba', 'HIMA'),
      submission('3', 'Seminar B', 'UKM'),
      submission('4', 'Seminar C', 'BEM'),
    ];
    const result = searchWithin(window, 'seminar', 2);
    expect(result.items.map((s) => s.id)).toEqual(['1', '3']);
    expect(result.total).toBe(3);
  });
});
