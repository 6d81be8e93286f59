import { describe, expect, it } from 'vitest';
import { publicTracking } from './public-tracking';
import { initialVerifiers } from './status';
import type { Submission } from './submission';

describe('publicTracking', () => {
  it('shows the activity, statuses and final response, never the answers; notes only for revisi', () => {
    const verifiers = initialVerifiers();
    verifiers.kemenkeu = {
      status: 'revisi',
      updatedAt: '2026-11-01T00:00:00.000Z',
      catatan: 'RAB',
    };
    verifiers.sekjend = {
      status: 'diverifikasi',
      updatedAt: '2026-11-01T00:00:00.000Z',
      catatan: 'ok',
    };
    const submission: Submission = {
      id: 'x',
      ticketId: 'BEM-2026-12345',
      answers: { kontak: '081234567890' },
      namaKegiatan: 'Seminar',
      penyelenggara: 'HIMA',
      currentStatus: 'Revisi Diperlukan',
      verifiers,
      finalResponse: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const view = publicTracking(submission);
    expect(view).not.toHaveProperty('answers');
    expect(view).not.toHaveProperty('id');
    expect(view.verifiers.kemenkeu.catatan).toBe('RAB');
    expect(view.verifiers.sekjend.catatan).toBeNull();
    expect(view.verifiers.banggar).toEqual({ status: 'menunggu', updatedAt: null, catatan: null });
  });
});
