import { beforeEach, describe, expect, it } from 'vitest';
import { encodeUploadedFile } from '../../../../shared/berkas/form-fields';
import { fakeField } from './testing';
import { clearDraft, DRAFT_KEY, readDraft, saveDraft } from './wizard-draft';
import { emptyAnswers, type WizardAnswers } from './wizard-state';

const FIELDS = [
  fakeField({ fieldName: 'namaKegiatan', label: 'Nama Kegiatan' }),
  fakeField({ fieldName: 'tanggal', label: 'Tanggal Kegiatan', type: 'date' }),
  fakeField({ fieldName: 'jenis', label: 'Jenis', type: 'select', options: ['A', 'B'] }),
  fakeField({ fieldName: 'berkas', label: 'Berkas', type: 'file', step: 2 }),
  fakeField({ fieldName: 'lampiran', label: 'Lampiran', type: 'file', step: 2 }),
];

const PDF = encodeUploadedFile('data:application/pdf;base64,JVBERi0xLjQ=', 'proposal.pdf');

const ANSWERS: WizardAnswers = {
  values: { namaKegiatan: 'Seminar', tanggal: '2026-12-05', jenis: 'B', berkas: PDF },
  links: { lampiran: 'https://drive.google.com/x', berkas: 'https://drive.google.com/old' },
  useLink: { lampiran: true, berkas: false },
};

describe('the wizard draft', () => {
  beforeEach(() => localStorage.clear());

  it('keeps text, select, date, links and link mode, but never a file’s contents', () => {
    saveDraft(localStorage, FIELDS, ANSWERS);
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain('data:');
    expect(readDraft(localStorage)).toEqual({
      values: { namaKegiatan: 'Seminar', tanggal: '2026-12-05', jenis: 'B' },
      links: ANSWERS.links,
      useLink: ANSWERS.useLink,
    });
  });

  it('stores one versioned entry', () => {
    saveDraft(localStorage, FIELDS, ANSWERS);
    expect(localStorage.length).toBe(1);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '')).toMatchObject({ version: 1 });
  });

  it('ignores answers for fields that no longer exist', () => {
    saveDraft(localStorage, FIELDS, { ...ANSWERS, values: { ...ANSWERS.values, lama: 'x' } });
    expect(readDraft(localStorage)?.values).not.toHaveProperty('lama');
    saveDraft(localStorage, FIELDS.slice(1), ANSWERS);
    expect(readDraft(localStorage)?.values).toEqual({ tanggal: '2026-12-05', jenis: 'B' });
  });

  it('keeps no draft when nothing was entered, or only a file was chosen', () => {
    saveDraft(localStorage, FIELDS, ANSWERS);
    saveDraft(localStorage, FIELDS, emptyAnswers());
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    saveDraft(localStorage, FIELDS, { ...emptyAnswers(), values: { berkas: PDF } });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('is gone once cleared', () => {
    saveDraft(localStorage, FIELDS, ANSWERS);
    clearDraft(localStorage);
    expect(readDraft(localStorage)).toBeNull();
  });

  it('reads nothing from a missing, broken, foreign or other-version entry', () => {
    expect(readDraft(localStorage)).toBeNull();
    expect(readDraft(null)).toBeNull();
    for (const raw of ['{', '"x"', '[]', JSON.stringify({ version: 2, answers: ANSWERS })]) {
      localStorage.setItem(DRAFT_KEY, raw);
      expect(readDraft(localStorage)).toBeNull();
    }
  });

  it('drops entries of the wrong type and file contents written by anyone', () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        answers: {
          values: { namaKegiatan: 'Seminar', angka: 5, berkas: PDF },
          links: 'bukan objek',
          useLink: { berkas: 'ya', lampiran: true },
        },
      }),
    );
    expect(readDraft(localStorage)).toEqual({
      values: { namaKegiatan: 'Seminar' },
      links: {},
      useLink: { lampiran: true },
    });
  });

  it('survives a storage that refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => saveDraft(full, FIELDS, ANSWERS)).not.toThrow();
  });
});
