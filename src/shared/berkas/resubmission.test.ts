import { describe, expect, it } from 'vitest';
import { encodeUploadedFile, type FormField } from './form-fields';
import {
  afterResubmission,
  mayResubmit,
  resubmissionAnswerProblem,
  resubmissionProblems,
  correctionProblems,
} from './resubmission';
import { initialVerifiers, SUBMISSION_STATUSES } from './status';

const field = (fieldName: string, type: FormField['type'], required = true): FormField => ({
  id: fieldName,
  fieldName,
  label: fieldName,
  type,
  required,
  placeholder: '',
  step: 1,
  position: 0,
  options: [],
  defaultValue: '',
});
const file = (name: string, bytes = 3) =>
  encodeUploadedFile(`data:application/pdf;base64,${btoa('x'.repeat(bytes))}`, name);

describe('resubmission workflow', () => {
  it('is allowed only in Revisi Diperlukan', () => {
    expect(SUBMISSION_STATUSES.filter(mayResubmit)).toEqual(['Revisi Diperlukan']);
  });

  it('sends the verifiers who asked for revision back to menunggu and keeps the others', () => {
    const verifiers = initialVerifiers();
    verifiers.sekjend = { status: 'diverifikasi', updatedAt: 't1', catatan: 'ok' };
    verifiers.kemenkeu = { status: 'revisi', updatedAt: 't2', catatan: 'Lengkapi RAB' };
    verifiers.banggar = { status: 'revisi', updatedAt: 't3', catatan: 'Tanggal' };
    const result = afterResubmission(verifiers, 'now');
    expect(result.currentStatus).toBe('Dalam Proses Verifikasi');
    expect(result.verifiers.sekjend).toEqual(verifiers.sekjend);
    expect(result.verifiers.kemendagri).toEqual(verifiers.kemendagri);
    expect(result.verifiers.kemenkeu).toEqual({
      status: 'menunggu',
      updatedAt: 'now',
      catatan: '',
    });
    expect(result.verifiers.banggar).toEqual({ status: 'menunggu', updatedAt: 'now', catatan: '' });
  });

  it('keeps a stored file when its field is left empty, and checks a new one like the intake', () => {
    const proposal = field('proposal', 'file');
    expect(resubmissionAnswerProblem(proposal, '', 'proposal.pdf')).toBeNull();
    expect(resubmissionAnswerProblem(proposal, '', undefined)).toBe('Harap isi kolom: proposal');
    expect(resubmissionAnswerProblem(proposal, file('baru.exe'), 'proposal.pdf')).toContain(
      'baru.exe',
    );
    expect(
      resubmissionAnswerProblem(proposal, file('besar.pdf', 5 * 1024 * 1024 + 3), undefined),
    ).toBe("Ukuran file terlalu besar (Maks 5MB). Silakan gunakan opsi 'Gunakan Tautan'.");
    expect(resubmissionAnswerProblem(proposal, file('baru.pdf'), 'proposal.pdf')).toBeNull();
  });

  it('checks every other answer with answerProblem', () => {
    const problems = resubmissionProblems(
      [field('nama', 'text'), field('email', 'email', false)],
      { nama: ' ', email: 'bukan-email', namaKegiatan: 'Seminar', penyelenggara: 'UKM' },
      {},
    );
    expect(problems).toEqual({
      nama: 'Harap isi kolom: nama',
      email: 'Email pada "email" tidak valid.',
    });
  });

  it('requires, for the backends, the titles the intake requires', () => {
    expect(
      correctionProblems([field('nama', 'text')], { nama: 'A', namaKegiatan: ' ' }, {}),
    ).toEqual({
      namaKegiatan: 'Harap isi kolom: namaKegiatan',
      penyelenggara: 'Harap isi kolom: penyelenggara',
    });
  });
});
