import { describe, expect, it } from 'vitest';
import { encodeUploadedFile, type FormField } from '../../../../shared/berkas/form-fields';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { intakeProblems } from '../../../../shared/berkas/intake';
import { answersToStore, checkIntake } from './intake-answers';

const field = (fieldName: string, extra: Partial<FormField> = {}): FormField => ({
  id: fieldName,
  label: fieldName === 'namaKegiatan' ? 'Nama Kegiatan' : fieldName,
  fieldName,
  type: 'text',
  placeholder: '',
  required: true,
  step: 1,
  options: [],
  defaultValue: '',
  position: 0,
  ...extra,
});

const fields = [
  field('namaKegiatan'),
  field('penyelenggara'),
  field('proposal', { type: 'file', step: 2 }),
  field('catatan', { required: false }),
];
const pdf = encodeUploadedFile('data:application/pdf;base64,JVBERi0=', 'proposal.pdf');

describe('checkIntake', () => {
  it('keeps one trimmed answer per defined field, empty and unknown ones left out', () => {
    expect(
      checkIntake(fields, {
        namaKegiatan: ' Seminar ',
        penyelenggara: 'UKM',
        proposal: pdf,
        catatan: '',
        extra: 'x',
      }),
    ).toEqual({ namaKegiatan: 'Seminar', penyelenggara: 'UKM', proposal: pdf });
  });

  it('throws the first problem with every field problem, as the intake does', () => {
    try {
      checkIntake(fields, { penyelenggara: 'UKM' });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'VALIDATION',
        message: BERKAS_MESSAGES.requiredField('Nama Kegiatan'),
        fields: {
          namaKegiatan: BERKAS_MESSAGES.requiredField('Nama Kegiatan'),
          proposal: BERKAS_MESSAGES.requiredField('proposal'),
        },
      });
    }
  });

  it('refuses file types the intake does not accept', () => {
    const exe = encodeUploadedFile('data:application/octet-stream;base64,AAAA', 'virus.exe');
    expect(
      intakeProblems(fields, { namaKegiatan: 'A', penyelenggara: 'B', proposal: exe })['proposal'],
    ).toContain('virus.exe');
  });

  it('requires the names the rules require even when the form lacks them', () => {
    const problems = intakeProblems([field('kontak')], { kontak: '0812' });
    expect(problems).toEqual({
      namaKegiatan: BERKAS_MESSAGES.requiredField('namaKegiatan'),
      penyelenggara: BERKAS_MESSAGES.requiredField('penyelenggara'),
    });
    expect(
      intakeProblems(fields, { namaKegiatan: 'x'.repeat(201), penyelenggara: 'B', proposal: pdf }),
    ).toEqual({ namaKegiatan: 'Jawaban "Nama Kegiatan" terlalu panjang.' });
  });
});

describe('answersToStore', () => {
  const sent = { namaKegiatan: 'Seminar', penyelenggara: 'UKM', proposal: pdf };

  it("stores the script's links for files and the sent answers otherwise", () => {
    expect(
      answersToStore(fields, sent, {
        namaKegiatan: 'Seminar',
        proposal: 'https://drive.google.com/file/d/1/view',
        injected: 'x',
      }),
    ).toEqual({
      namaKegiatan: 'Seminar',
      penyelenggara: 'UKM',
      proposal: 'https://drive.google.com/file/d/1/view',
    });
  });

  it('refuses a file the script did not replace by a link', () => {
    expect(() => answersToStore(fields, sent, {})).toThrow(BERKAS_MESSAGES.backendFailed);
  });
});
