import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  HISTORI_CHANGE_LIMITS,
  describeChanges,
  fieldChangesSchema,
  fieldLabelOf,
  showValue,
} from './record-changes';
import { safeParse } from 'zod/mini';

describe('describeChanges', () => {
  it('names only the fields that changed, with their values before and after', () => {
    const before = { id: 'a', position: 0, judul: 'Wisuda', published: false, kategori: 'Umum' };
    const after = { id: 'a', position: 3, judul: 'Wisuda 2025', published: true, kategori: 'Umum' };
    expect(describeChanges(before, after, { judul: 'Judul', published: 'Terbit' })).toEqual([
      { field: 'Judul', before: 'Wisuda', after: 'Wisuda 2025' },
      { field: 'Terbit', before: 'Tidak', after: 'Ya' },
    ]);
  });

  it('shows empty values, lists and pictures as a person reads them', () => {
    expect(showValue('')).toBe(EMPTY_VALUE);
    expect(showValue(null)).toBe(EMPTY_VALUE);
    expect(showValue(['a', 'b'])).toBe('a, b');
    expect(showValue({ id: 'x', url: '/api/images/x.jpg', alt: 'Peserta seminar' })).toBe(
      'gambar "Peserta seminar"',
    );
  });

  it('labels a field no declaration names from its key', () => {
    expect(fieldLabelOf('tanggalKegiatan')).toBe('Tanggal Kegiatan');
    expect(fieldLabelOf('judul')).toBe('Judul');
  });

  it('cuts long values, and what it returns always fits the stored schema', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 80 }), fc.jsonValue()),
        fc.dictionary(fc.string({ maxLength: 80 }), fc.jsonValue()),
        (before, after) => {
          const changes = describeChanges(before, after);
          expect(safeParse(fieldChangesSchema, changes).success).toBe(true);
          for (const change of changes)
            expect(change.after.length).toBeLessThanOrEqual(HISTORI_CHANGE_LIMITS.maxValueChars);
        },
      ),
    );
  });

  it('finds nothing when nothing changed', () => {
    const record = { judul: 'Wisuda', gambar: [{ alt: 'a' }] };
    expect(describeChanges(record, structuredClone(record))).toEqual([]);
  });
});
