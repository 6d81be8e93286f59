import { describe, expect, it } from 'vitest';
import { newFieldDefaults } from '../../../../shared/berkas/form-fields';
import { BackendError } from '../backend-error';
import { checkFieldInput, checkReorder, nextPosition } from './form-field-checks';

const caught = (run: () => unknown): BackendError => {
  try {
    run();
  } catch (error) {
    if (error instanceof BackendError) return error;
  }
  throw new Error('expected a BackendError');
};

/** A new question as the editor saves it: the defaults with a real label. */
const named = (existing: Parameters<typeof newFieldDefaults>[0]) => ({
  ...newFieldDefaults(existing),
  label: 'Judul',
});

describe('checkFieldInput', () => {
  const existing = [
    { id: 'f1', fieldName: 'namaKegiatan' },
    { id: 'f2', fieldName: 'kontak' },
  ];

  it('accepts a valid definition, trimmed', () => {
    const field = checkFieldInput({ ...newFieldDefaults(existing), label: '  Judul ' }, existing);
    expect(field.label).toBe('Judul');
  });

  it('refuses a fieldName of another field, as the server does', () => {
    const error = caught(() => checkFieldInput({ ...named([]), fieldName: 'kontak' }, existing));
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({ fieldName: 'Nama kolom sudah dipakai pertanyaan lain.' });
    // The field's own name is not a clash.
    expect(checkFieldInput({ ...named([]), fieldName: 'kontak' }, existing, 'f2').fieldName).toBe(
      'kontak',
    );
  });

  it('refuses a select without options and a malformed definition', () => {
    expect(
      caught(() => checkFieldInput({ ...named([]), type: 'select' }, existing)).fields,
    ).toEqual({ options: 'Isi minimal satu opsi.' });
    const error = caught(() => checkFieldInput({ ...newFieldDefaults([]), label: ' ' }, existing));
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.['label']).toBe('Label wajib diisi.');
  });

  it('refuses the default label of a new question, as the server does', () => {
    const error = caught(() => checkFieldInput(newFieldDefaults(existing), existing));
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.['label']).toBe(
      'Ganti "Label Pertanyaan Baru" dengan pertanyaan yang sebenarnya.',
    );
  });
});

describe('checkReorder and nextPosition', () => {
  it('needs every field exactly once', () => {
    expect(() => checkReorder(['b', 'a'], ['a', 'b'])).not.toThrow();
    expect(caught(() => checkReorder(['a'], ['a', 'b'])).message).toBe(
      'Urutan harus memuat setiap pertanyaan tepat satu kali.',
    );
    expect(() => checkReorder(['a', 'a'], ['a', 'b'])).toThrow(BackendError);
    expect(() => checkReorder(['a', 'c'], ['a', 'b'])).toThrow(BackendError);
  });

  it('puts a new field last', () => {
    expect(nextPosition([])).toBe(0);
    expect(nextPosition([{ position: 4 }, { position: 1 }])).toBe(5);
  });
});
