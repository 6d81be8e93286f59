import { describe, expect, it } from 'vitest';
import type { FormFieldInput } from '../../../../shared/berkas/form-fields';
import { formFieldDocData, formFieldFromDoc, formFieldsFromDocs } from './form-field-mapping';

const input: FormFieldInput = {
  label: 'Nama Kegiatan',
  fieldName: 'namaKegiatan',
  type: 'text',
  placeholder: 'Contoh: Seminar',
  required: true,
  step: 1,
  options: [],
  defaultValue: '',
};

describe('form field mapping', () => {
  it('round-trips a field through its document', () => {
    const data = formFieldDocData(input, 3);
    expect(Object.keys(data).sort()).toEqual(
      [
        'defaultValue',
        'fieldName',
        'label',
        'options',
        'placeholder',
        'position',
        'required',
        'step',
        'type',
      ].sort(),
    );
    expect(formFieldFromDoc('f1', data)).toEqual({ ...input, id: 'f1', position: 3 });
  });

  it('fills optional values and skips what does not parse', () => {
    expect(
      formFieldFromDoc('f2', { label: 'A', fieldName: 'a', type: 'text', step: 2, position: 0 }),
    ).toMatchObject({ placeholder: '', required: false, options: [], defaultValue: '' });
    expect(formFieldFromDoc('f3', { ...formFieldDocData(input, 0), step: 4 })).toBeNull();
    expect(formFieldFromDoc('f4', undefined)).toBeNull();
  });

  it('orders by position, then id', () => {
    const fields = formFieldsFromDocs([
      { id: 'b', data: formFieldDocData({ ...input, fieldName: 'b' }, 1) },
      { id: 'z', data: { broken: true } },
      { id: 'c', data: formFieldDocData({ ...input, fieldName: 'c' }, 0) },
      { id: 'a', data: formFieldDocData({ ...input, fieldName: 'a' }, 1) },
    ]);
    expect(fields.map((f) => f.id)).toEqual(['c', 'a', 'b']);
  });
});
