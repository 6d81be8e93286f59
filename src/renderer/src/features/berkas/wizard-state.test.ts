import { describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../../../shared/berkas/form-fields';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { displayAnswer } from './display-answer';
import { fakeField } from './testing';
import {
  checkBeforeSubmit,
  checkStep,
  collectAnswers,
  emptyAnswers,
  fieldsOfStep,
  firstInvalidField,
  hasEntered,
  type WizardAnswers,
} from './wizard-state';

const FIELDS = [
  fakeField({ fieldName: 'penyelenggara', label: 'Penyelenggara', required: true, position: 2 }),
  fakeField({ fieldName: 'namaKegiatan', label: 'Nama Kegiatan', required: true, position: 1 }),
  fakeField({
    fieldName: 'jenis',
    label: 'Jenis Berkas',
    type: 'select',
    options: ['Proposal', 'LPJ'],
    defaultValue: 'Proposal',
    required: true,
    position: 3,
  }),
  fakeField({ fieldName: 'catatan', label: 'Catatan', position: 4 }),
  fakeField({
    fieldName: 'berkas',
    label: 'Berkas',
    type: 'file',
    required: true,
    step: 2,
    position: 5,
  }),
  fakeField({ fieldName: 'setuju', label: 'Persetujuan', required: true, step: 3, position: 6 }),
];

const with_ = (
  values: Record<string, string>,
  more: Partial<WizardAnswers> = {},
): WizardAnswers => ({
  ...emptyAnswers(),
  values,
  ...more,
});

const PDF = encodeUploadedFile('data:application/pdf;base64,JVBERi0xLjQ=', 'proposal.pdf');

describe('wizard state', () => {
  it('lists a step’s fields in position order', () => {
    expect(fieldsOfStep(FIELDS, 1).map((f) => f.fieldName)).toEqual([
      'namaKegiatan',
      'penyelenggara',
      'jenis',
      'catatan',
    ]);
  });

  it('refuses to move on while a required field of the step is empty, naming the first one', () => {
    const check = checkStep(FIELDS, emptyAnswers(), 1);
    expect(check.message).toBe('Harap isi kolom: Nama Kegiatan');
    expect(check.errors).toEqual({
      namaKegiatan: 'Harap isi kolom: Nama Kegiatan',
      penyelenggara: 'Harap isi kolom: Penyelenggara',
    });
  });

  it('counts a default value as filled and blanks as empty', () => {
    const check = checkStep(FIELDS, with_({ namaKegiatan: 'Seminar', penyelenggara: '   ' }), 1);
    expect(check.message).toBe('Harap isi kolom: Penyelenggara');
    expect(checkStep(FIELDS, with_({ namaKegiatan: 'Seminar', penyelenggara: 'HIMA' }), 1)).toEqual(
      {
        message: null,
        errors: {},
      },
    );
  });

  it('only checks the current step', () => {
    expect(checkStep(FIELDS, emptyAnswers(), 2).message).toBe('Harap isi kolom: Berkas');
    expect(checkStep(FIELDS, with_({ berkas: PDF }), 2).message).toBeNull();
  });

  it('takes the link of a file field in link mode, and checks it is a link', () => {
    const linkMode = (link: string) =>
      with_({ berkas: PDF }, { links: { berkas: link }, useLink: { berkas: true } });
    expect(checkStep(FIELDS, linkMode(''), 2).message).toBe('Harap isi kolom: Berkas');
    expect(checkStep(FIELDS, linkMode('drive.google.com/x'), 2).message).toBe(
      'Tautan berkas "Berkas" tidak valid.',
    );
    expect(checkStep(FIELDS, linkMode('https://drive.google.com/x'), 2).message).toBeNull();
  });

  it('re-checks steps 1 and 2 on submit with the one message of SPEC.md §5', () => {
    const missingFile = with_({ namaKegiatan: 'Seminar', penyelenggara: 'HIMA', setuju: 'ya' });
    expect(checkBeforeSubmit(FIELDS, missingFile)).toMatchObject({
      message: BERKAS_MESSAGES.recheckRequired,
      step: 2,
    });
    expect(checkBeforeSubmit(FIELDS, with_({ berkas: PDF, setuju: 'ya' }))).toMatchObject({
      message: BERKAS_MESSAGES.recheckRequired,
      step: 1,
    });
  });

  it('then checks the confirmation step’s own fields, and passes when all is filled', () => {
    const base = { namaKegiatan: 'Seminar', penyelenggara: 'HIMA', berkas: PDF };
    expect(checkBeforeSubmit(FIELDS, with_(base)).message).toBe('Harap isi kolom: Persetujuan');
    expect(checkBeforeSubmit(FIELDS, with_({ ...base, setuju: 'ya' })).message).toBeNull();
  });

  it('sends every field, trimmed, defaults included, and shows a file by its name', () => {
    const answers = with_({ namaKegiatan: ' Seminar ', penyelenggara: 'HIMA', berkas: PDF });
    expect(collectAnswers(FIELDS, answers)).toEqual({
      namaKegiatan: 'Seminar',
      penyelenggara: 'HIMA',
      jenis: 'Proposal',
      catatan: '',
      berkas: PDF,
      setuju: '',
    });
    const file = FIELDS.find((f) => f.fieldName === 'berkas');
    if (!file) throw new Error('no file field');
    expect(displayAnswer(file, answers)).toBe('proposal.pdf');
  });

  it('shows a typed date in Indonesian on the confirmation step, and a non-date as typed', () => {
    const tanggal = fakeField({ fieldName: 'tanggal', label: 'Tanggal Kegiatan', type: 'date' });
    expect(displayAnswer(tanggal, with_({ tanggal: '2026-12-05' }))).toBe('5 Desember 2026');
    expect(displayAnswer(tanggal, with_({ tanggal: 'minggu depan' }))).toBe('minggu depan');
    // The same text in a text field is the visitor's own words.
    const teks = fakeField({ fieldName: 'teks', label: 'Teks' });
    expect(displayAnswer(teks, with_({ teks: '2026-12-05' }))).toBe('2026-12-05');
  });

  it('knows whether anything was entered for today’s fields', () => {
    expect(hasEntered(FIELDS, emptyAnswers())).toBe(false);
    expect(hasEntered(FIELDS, with_({ namaKegiatan: '  ' }))).toBe(false);
    expect(hasEntered(FIELDS, with_({ hapus: 'kolom yang sudah dihapus' }))).toBe(false);
    expect(hasEntered(FIELDS, with_({ namaKegiatan: 'Seminar' }))).toBe(true);
    expect(hasEntered(FIELDS, with_({}, { links: { berkas: 'https://x.id' } }))).toBe(true);
  });

  it('names the first invalid field in the order the form shows them', () => {
    const { errors } = checkBeforeSubmit(FIELDS, emptyAnswers());
    expect(firstInvalidField(FIELDS, errors)).toBe('namaKegiatan');
    expect(firstInvalidField(FIELDS, { berkas: 'x', setuju: 'y' })).toBe('berkas');
    expect(firstInvalidField(FIELDS, {})).toBeNull();
  });
});
