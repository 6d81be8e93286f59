import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  FIELD_MESSAGES,
  NEW_FIELD_LABEL,
  answerProblem,
  decodeUploadedFile,
  encodeUploadedFile,
  formFieldInputSchema,
  formFieldSchema,
  newFieldDefaults,
  ownAnswer,
  parseOptions,
  type FormFieldInput,
} from './form-fields';

const field = (overrides: Partial<FormFieldInput>): FormFieldInput => ({
  label: 'Proposal',
  fieldName: 'proposal',
  type: 'text',
  placeholder: '',
  required: true,
  step: 2,
  options: [],
  defaultValue: '',
  ...overrides,
});

/** A data URL of exactly `bytes` bytes, with a name appended. */
const fileOf = (bytes: number) =>
  encodeUploadedFile(
    `data:application/pdf;base64,${Buffer.alloc(bytes).toString('base64')}`,
    'proposal kegiatan.pdf',
  );

describe('form fields', () => {
  it('starts a new field with the defaults of SPEC.md §9', () => {
    expect(newFieldDefaults([{ fieldName: 'pertanyaan1' }])).toMatchObject({
      label: 'Label Pertanyaan Baru',
      type: 'text',
      required: false,
      step: 1,
      fieldName: 'pertanyaan2',
    });
  });

  it('splits options on commas and trims them', () => {
    expect(parseOptions(' Seminar, Lomba ,, Pelatihan ')).toEqual([
      'Seminar',
      'Lomba',
      'Pelatihan',
    ]);
  });

  it('asks for a required answer with its label', () => {
    expect(answerProblem(field({ label: 'Nama Kegiatan' }), '  ')).toBe(
      'Harap isi kolom: Nama Kegiatan',
    );
    expect(answerProblem(field({ required: false }), undefined)).toBeNull();
  });

  it('accepts a file of 5,242,880 bytes and refuses one of 5,242,881', () => {
    const f = field({ type: 'file' });
    expect(decodeUploadedFile(fileOf(5_242_880))?.bytes).toBe(5_242_880);
    expect(answerProblem(f, fileOf(5_242_880))).toBeNull();
    expect(answerProblem(f, fileOf(5_242_881))).toBe(
      "Ukuran file terlalu besar (Maks 5MB). Silakan gunakan opsi 'Gunakan Tautan'.",
    );
  });

  it('accepts a cloud-drive link for a file and refuses what is not a link', () => {
    const f = field({ type: 'file' });
    expect(answerProblem(f, 'https://drive.google.com/file/d/abc/view')).toBeNull();
    expect(answerProblem(f, 'javascript:alert(1)')).not.toBeNull();
  });

  it('keeps the file name with the upload', () => {
    expect(decodeUploadedFile(fileOf(3))).toMatchObject({
      name: 'proposal kegiatan.pdf',
      mimeType: 'application/pdf',
      bytes: 3,
    });
  });

  it('makes the file name plain, and still refuses one over the limit', () => {
    const named = (name: string) =>
      `data:application/pdf;base64,JVBERg==;name=${encodeURIComponent(name)}`;
    expect(decodeUploadedFile(named('laporan\u202Efdp.pdf'))?.name).toBe('laporanfdp.pdf');
    expect(decodeUploadedFile(named('"akhir"\r\n.pdf'))?.name).toBe('_akhir_ .pdf');
    expect(decodeUploadedFile(named('  '))).toBeNull();
    const f = field({ type: 'file', label: 'Proposal' });
    expect(answerProblem(f, named(`${'a'.repeat(251)}.pdf`))).toBeNull();
    expect(answerProblem(f, named(`${'a'.repeat(252)}.pdf`))).toContain('terlalu panjang');
  });

  it('checks select options, emails, links, numbers and dates', () => {
    expect(answerProblem(field({ type: 'select', options: ['Seminar'] }), 'Konser')).not.toBeNull();
    expect(answerProblem(field({ type: 'select', options: ['Seminar'] }), 'Seminar')).toBeNull();
    expect(answerProblem(field({ type: 'email' }), 'bukan-email')).not.toBeNull();
    expect(answerProblem(field({ type: 'url' }), 'https://bem.example')).toBeNull();
    expect(answerProblem(field({ type: 'number' }), 'dua')).not.toBeNull();
    expect(answerProblem(field({ type: 'date' }), '2026-02-30x')).not.toBeNull();
    expect(answerProblem(field({ type: 'date' }), '2026-11-22')).toBeNull();
  });
});

describe('the form field input schema', () => {
  const input = (label: string): FormFieldInput => ({ ...newFieldDefaults([]), label });
  it('refuses the default label of a new question, however it is spaced or written', () => {
    for (const label of ['Label Pertanyaan Baru', '  label  pertanyaan BARU ']) {
      const result = safeParse(formFieldInputSchema, input(label));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FIELD_MESSAGES.labelIsDefault);
    }
    expect(safeParse(formFieldInputSchema, input('')).error?.issues[0]?.message).toBe(
      'Label wajib diisi.',
    );
    expect(safeParse(formFieldInputSchema, input('Label Pertanyaan Baru Kegiatan')).success).toBe(
      true,
    );
  });

  it('still reads a stored question with that label, so older forms keep loading', () => {
    const stored = { ...input(NEW_FIELD_LABEL), id: 'x', position: 3 };
    expect(safeParse(formFieldSchema, stored).success).toBe(true);
  });
});

describe('field names every object already has', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'refuses %s for a new question, and finds no answer under it unless one was sent',
    (name) => {
      const result = safeParse(formFieldInputSchema, field({ fieldName: name }));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(FIELD_MESSAGES.fieldNameReserved);
      expect(ownAnswer({}, name)).toBeUndefined();
      expect(ownAnswer({ [name]: 'x' }, name)).toBe('x');
    },
  );

  it('still reads a stored question under such a name', () => {
    expect(
      safeParse(formFieldSchema, { ...field({ fieldName: 'constructor' }), id: 'a', position: 1 })
        .success,
    ).toBe(true);
  });
});
