import { describe, expect, it } from 'vitest';
import { SUBMISSION_MAX_ANSWERS, TEXT_LIMITS } from '../limits';
import { encodeUploadedFile, type FormField } from './form-fields';
import { answersToSend, intakeProblems, tooManyAnswers } from './intake';
import { BERKAS_MESSAGES } from './status';

const field = (fieldName: string, extra: Partial<FormField> = {}): FormField => ({
  id: fieldName,
  label: fieldName,
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

const fields = [field('namaKegiatan'), field('penyelenggara'), field('proposal', { type: 'file' })];
const upload = (base64: string, name: string) =>
  encodeUploadedFile(`data:application/pdf;base64,${base64}`, name);
const PDF = 'JVBERi0xLjQK'; // "%PDF-1.4\n"

describe('intakeProblems (both backends)', () => {
  it('accepts a complete submission', () => {
    expect(
      intakeProblems(fields, {
        namaKegiatan: 'A',
        penyelenggara: 'B',
        proposal: upload(PDF, 'p.pdf'),
      }),
    ).toEqual({});
  });

  it('refuses a file type by its extension, then a content that is not its extension', () => {
    const base = { namaKegiatan: 'A', penyelenggara: 'B' };
    expect(intakeProblems(fields, { ...base, proposal: upload(PDF, 'p.exe') })['proposal']).toBe(
      'Jenis berkas "p.exe" tidak diterima. Gunakan PDF, dokumen Office, gambar atau ZIP.',
    );
    expect(
      intakeProblems(fields, { ...base, proposal: upload('AAAA', 'p.pdf') })['proposal'],
    ).toContain('tidak sesuai dengan jenis berkasnya');
  });

  it('requires the titles, at most the title limit, even when the form lacks them', () => {
    expect(intakeProblems([field('kontak')], { kontak: '0812' })).toEqual({
      namaKegiatan: BERKAS_MESSAGES.requiredField('namaKegiatan'),
      penyelenggara: BERKAS_MESSAGES.requiredField('penyelenggara'),
    });
    const long = 'x'.repeat(TEXT_LIMITS.submissionTitle + 1);
    expect(
      intakeProblems(fields, {
        namaKegiatan: long,
        penyelenggara: 'B',
        proposal: upload(PDF, 'p.pdf'),
      }),
    ).toEqual({ namaKegiatan: 'Jawaban "namaKegiatan" terlalu panjang.' });
  });

  it('never reads an inherited property as an answer', () => {
    expect(
      intakeProblems([field('constructor')], { namaKegiatan: 'A', penyelenggara: 'B' }),
    ).toEqual({
      constructor: BERKAS_MESSAGES.requiredField('constructor'),
    });
  });

  it('keeps trimmed answers of defined fields and counts them against the limit', () => {
    expect(answersToSend(fields, { namaKegiatan: ' A ', penyelenggara: '', extra: 'x' })).toEqual({
      namaKegiatan: 'A',
    });
    const many = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 'x']));
    expect(tooManyAnswers(many(SUBMISSION_MAX_ANSWERS))).toBe(false);
    expect(tooManyAnswers(many(SUBMISSION_MAX_ANSWERS + 1))).toBe(true);
  });
});
