import { describe, expect, it } from 'vitest';
import { BERKAS_MESSAGES, initialVerifiers } from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import { approveChange, finishChange, historiAction, verifierChange } from './workflow-updates';

const STAMP = { serverTimestamp: true };
const NOW = '2025-05-05T05:05:05.000Z';

const base = (changes: Partial<Submission> = {}): Submission => ({
  id: 'BEM-2025-00007',
  ticketId: 'BEM-2025-00007',
  answers: { namaKegiatan: 'Seminar' },
  namaKegiatan: 'Seminar',
  penyelenggara: 'UKM',
  currentStatus: 'Diajukan',
  verifiers: initialVerifiers(),
  finalResponse: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...changes,
});

const allVerified = () => {
  const verifiers = initialVerifiers();
  for (const key of ['sekjend', 'kemendagri', 'kemenkeu', 'banggar'] as const)
    verifiers[key] = { status: 'diverifikasi', updatedAt: NOW, catatan: '' };
  return verifiers;
};

describe('verifierChange', () => {
  it('updates only the verifier, the status and updatedAt; the mirror shows a revision note', () => {
    const result = verifierChange(
      base(),
      'kemenkeu',
      'request-revision',
      ' Lengkapi RAB ',
      NOW,
      STAMP,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.submissionPatch).toEqual({
      'verifiers.kemenkeu': { status: 'revisi', updatedAt: STAMP, catatan: 'Lengkapi RAB' },
      currentStatus: 'Revisi Diperlukan',
      updatedAt: STAMP,
    });
    expect(result.value.publicPatch).toEqual({
      'verifiers.kemenkeu': { status: 'revisi', updatedAt: STAMP, catatan: 'Lengkapi RAB' },
      currentStatus: 'Revisi Diperlukan',
      updatedAt: STAMP,
    });
    expect(result.value.next.verifiers.kemenkeu).toEqual({
      status: 'revisi',
      updatedAt: NOW,
      catatan: 'Lengkapi RAB',
    });
    expect(result.value.event).toBe('Minta Revisi sebagai Kementerian Keuangan');
    expect(historiAction(result.value)).toBe(
      'Minta Revisi sebagai Kementerian Keuangan — BEM-2025-00007',
    );
  });

  it('keeps a verification note out of the public mirror', () => {
    const result = verifierChange(base(), 'sekjend', 'verify', '', NOW, STAMP);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.publicPatch['verifiers.sekjend']).toEqual({
      status: 'diverifikasi',
      updatedAt: STAMP,
      catatan: null,
    });
    expect(result.value.next.currentStatus).toBe('Dalam Proses Verifikasi');
  });

  it("refuses with the shared rules' messages", () => {
    expect(verifierChange(base(), 'sekjend', 'request-revision', ' ', NOW, STAMP)).toEqual({
      ok: false,
      message: BERKAS_MESSAGES.revisionNoteRequired,
    });
    expect(
      verifierChange(base({ currentStatus: 'Disetujui' }), 'sekjend', 'verify', '', NOW, STAMP).ok,
    ).toBe(false);
    expect(verifierChange(base(), 'sekjend', 'cancel-verification', '', NOW, STAMP).ok).toBe(false);
  });
});

describe('approveChange and finishChange', () => {
  it('approves only when all four verified', () => {
    expect(approveChange(base(), NOW, STAMP).ok).toBe(false);
    const result = approveChange(base({ verifiers: allVerified() }), NOW, STAMP);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.submissionPatch).toEqual({ currentStatus: 'Disetujui', updatedAt: STAMP });
    expect(result.value.publicPatch).toEqual({ currentStatus: 'Disetujui', updatedAt: STAMP });
    expect(result.value.event).toBe('Persetujuan akhir (ACC)');
  });

  it('finishes an approved submission with a note or a letter', () => {
    const approved = base({ verifiers: allVerified(), currentStatus: 'Disetujui' });
    const response = { catatan: '', fileUrl: 'https://x/surat.pdf', fileName: 'surat.pdf' };
    const result = finishChange(approved, response, NOW, STAMP);
    if (!result.ok) throw new Error(result.message);
    expect(result.value.submissionPatch).toEqual({
      currentStatus: 'Selesai',
      finalResponse: response,
      updatedAt: STAMP,
    });
    expect(result.value.publicPatch).toEqual(result.value.submissionPatch);
    expect(result.value.next).toMatchObject({ currentStatus: 'Selesai', finalResponse: response });
    expect(
      finishChange(approved, { catatan: '', fileUrl: null, fileName: null }, NOW, STAMP),
    ).toEqual({ ok: false, message: BERKAS_MESSAGES.finalNeedsNoteOrLetter });
    expect(finishChange(base(), response, NOW, STAMP).ok).toBe(false);
  });
});
