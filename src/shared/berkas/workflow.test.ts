import { describe, expect, it } from 'vitest';
import { initialVerifiers, SUBMISSION_STATUSES, VERIFIER_KEYS, type Verifiers } from './status';
import {
  applyVerifierAction,
  approveSubmission,
  canApprove,
  canFinish,
  CLOSED_STATUSES,
  finishSubmission,
  historiActionOf,
  isClosed,
  mayFinalise,
  verifierFor,
  WORKFLOW_EVENTS,
} from './workflow';

const NOW = '2026-11-22T03:00:00.000Z';
const open = (verifiers: Verifiers = initialVerifiers()) => ({
  currentStatus: 'Diajukan' as const,
  verifiers,
});

describe('who verifies as whom (SPEC.md §6)', () => {
  it('maps ministries and banggar, lets the master choose, and gives others nothing', () => {
    expect(verifierFor({ role: 'admin', kementerian: 'Sekretariat Jenderal' })).toBe('sekjend');
    expect(verifierFor({ role: 'admin', kementerian: 'Kementerian Dalam Negeri' })).toBe(
      'kemendagri',
    );
    expect(verifierFor({ role: 'admin', kementerian: 'Kementerian Keuangan' })).toBe('kemenkeu');
    expect(verifierFor({ role: 'banggar', kementerian: 'Banggar DPM' })).toBe('banggar');
    expect(verifierFor({ role: 'master', kementerian: null }, 'kemenkeu')).toBe('kemenkeu');
    expect(verifierFor({ role: 'master', kementerian: null })).toBeNull();
    expect(verifierFor({ role: 'admin', kementerian: 'Kementerian PSDM' })).toBeNull();
    expect(verifierFor({ role: 'pending', kementerian: 'Sekretariat Jenderal' })).toBeNull();
  });

  it('lets only master and Sekretariat Jenderal approve and finish', () => {
    expect(mayFinalise({ role: 'master', kementerian: null })).toBe(true);
    expect(mayFinalise({ role: 'admin', kementerian: 'Sekretariat Jenderal' })).toBe(true);
    expect(mayFinalise({ role: 'admin', kementerian: 'Kementerian Keuangan' })).toBe(false);
    expect(mayFinalise({ role: 'banggar', kementerian: 'Banggar DPM' })).toBe(false);
  });
});

describe('verifier transitions (SPEC.md §4)', () => {
  it('verifies: menunggu → diverifikasi, status Dalam Proses Verifikasi', () => {
    const result = applyVerifierAction(open(), 'sekjend', 'verify', '', NOW);
    expect(result).toMatchObject({ ok: true, value: { currentStatus: 'Dalam Proses Verifikasi' } });
    if (result.ok)
      expect(result.value.verifiers.sekjend).toEqual({
        status: 'diverifikasi',
        updatedAt: NOW,
        catatan: '',
      });
  });

  it('asks for revision only with a note, and the status follows', () => {
    expect(applyVerifierAction(open(), 'kemenkeu', 'request-revision', '  ', NOW)).toEqual({
      ok: false,
      message: 'Catatan verifikasi wajib diisi saat meminta revisi.',
    });
    const result = applyVerifierAction(open(), 'kemenkeu', 'request-revision', 'Lengkapi RAB', NOW);
    expect(result).toMatchObject({ ok: true, value: { currentStatus: 'Revisi Diperlukan' } });
  });

  it('verifies after a revision, or asks again with a new note', () => {
    const revised = applyVerifierAction(open(), 'banggar', 'request-revision', 'Satu', NOW);
    if (!revised.ok) throw new Error('setup');
    const again = applyVerifierAction(
      { ...revised.value, currentStatus: 'Revisi Diperlukan' as const },
      'banggar',
      'request-revision',
      'Dua',
      NOW,
    );
    expect(again.ok && again.value.verifiers.banggar.catatan).toBe('Dua');
    const verified = applyVerifierAction(
      { ...revised.value, currentStatus: 'Revisi Diperlukan' as const },
      'banggar',
      'verify',
      '',
      NOW,
    );
    expect(verified.ok && verified.value.verifiers.banggar.status).toBe('diverifikasi');
  });

  it('cancels a verification back to menunggu and clears the note', () => {
    const verified = applyVerifierAction(open(), 'sekjend', 'verify', 'Baik', NOW);
    if (!verified.ok) throw new Error('setup');
    const cancelled = applyVerifierAction(
      { ...verified.value, currentStatus: 'Dalam Proses Verifikasi' as const },
      'sekjend',
      'cancel-verification',
      '',
      NOW,
    );
    expect(cancelled.ok && cancelled.value.verifiers.sekjend).toEqual({
      status: 'menunggu',
      updatedAt: NOW,
      catatan: '',
    });
    expect(applyVerifierAction(open(), 'sekjend', 'cancel-verification', '', NOW).ok).toBe(false);
  });

  it('refuses every verifier action once approved or finished', () => {
    for (const currentStatus of ['Disetujui', 'Selesai'] as const) {
      expect(
        applyVerifierAction(
          { currentStatus, verifiers: initialVerifiers() },
          'sekjend',
          'verify',
          '',
          NOW,
        ).ok,
      ).toBe(false);
    }
  });
});

describe('ACC and the final follow-up', () => {
  const allVerified = (): Verifiers => {
    const v = initialVerifiers();
    for (const key of Object.keys(v) as (keyof Verifiers)[])
      v[key] = { status: 'diverifikasi', updatedAt: NOW, catatan: '' };
    return v;
  };

  it('approves only when all four verified and not yet approved or finished', () => {
    expect(canApprove(open()).ok).toBe(false);
    expect(
      canApprove({ currentStatus: 'Dalam Proses Verifikasi', verifiers: allVerified() }).ok,
    ).toBe(true);
    expect(canApprove({ currentStatus: 'Disetujui', verifiers: allVerified() }).ok).toBe(false);
    expect(canApprove({ currentStatus: 'Selesai', verifiers: allVerified() }).ok).toBe(false);
  });

  it('finishes an approved submission with a note or a letter', () => {
    expect(canFinish({ currentStatus: 'Disetujui' }, { catatan: '', hasLetter: false })).toEqual({
      ok: false,
      message: 'Harap isi catatan atau berikan tautan surat balasan.',
    });
    expect(
      canFinish({ currentStatus: 'Disetujui' }, { catatan: 'Silakan ambil', hasLetter: false }).ok,
    ).toBe(true);
    expect(canFinish({ currentStatus: 'Disetujui' }, { catatan: '', hasLetter: true }).ok).toBe(
      true,
    );
    expect(
      canFinish({ currentStatus: 'Dalam Proses Verifikasi' }, { catatan: 'x', hasLetter: true }).ok,
    ).toBe(false);
  });
});

describe('approve and finish, decided once', () => {
  const allVerified = (): Verifiers => {
    const verifiers = initialVerifiers();
    for (const key of VERIFIER_KEYS)
      verifiers[key] = { status: 'diverifikasi', updatedAt: NOW, catatan: '' };
    return verifiers;
  };

  it('gives the next status and the history text of each step', () => {
    expect(approveSubmission(open(allVerified()))).toEqual({
      ok: true,
      value: { currentStatus: 'Disetujui', event: 'Persetujuan akhir (ACC)' },
    });
    expect(approveSubmission(open()).ok).toBe(false);
    expect(
      finishSubmission({ currentStatus: 'Disetujui' }, { catatan: 'Selesai.', hasLetter: false }),
    ).toEqual({ ok: true, value: { currentStatus: 'Selesai', event: 'Tindak lanjut akhir' } });
    expect(
      finishSubmission({ currentStatus: 'Disetujui' }, { catatan: ' ', hasLetter: false }).ok,
    ).toBe(false);
    expect(WORKFLOW_EVENTS.verifier('request-revision', 'kemenkeu')).toBe(
      'Minta Revisi sebagai Kementerian Keuangan',
    );
    expect(historiActionOf('Tindak lanjut akhir', 'BEM-2026-00001')).toBe(
      'Tindak lanjut akhir — BEM-2026-00001',
    );
  });

  it('closes exactly the approved and finished statuses', () => {
    expect(SUBMISSION_STATUSES.filter(isClosed)).toEqual([...CLOSED_STATUSES]);
  });
});
