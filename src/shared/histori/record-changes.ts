import * as z from 'zod/mini';

/** One field of a record as an edit changed it, for the activity history (issue 16 item 10). */
export interface FieldChange {
  /** The field's label as the form shows it ("Judul"). */
  field: string;
  before: string;
  after: string;
}

export const HISTORI_CHANGE_LIMITS = {
  /** An entry names at most this many fields (a record has fewer; a bug must not flood the log). */
  maxChanges: 30,
  /** A value is cut to this many characters: the history says what changed, not the whole text. */
  maxValueChars: 160,
  maxFieldChars: 60,
} as const;

export const EMPTY_VALUE = '(kosong)';

/** The fields a history entry never names: the store's own bookkeeping. */
const BOOKKEEPING = new Set(['id', 'position']);

const cut = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** A value as a person reads it: "Ya"/"Tidak", a list joined, a picture by its description. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? EMPTY_VALUE : value.map((item) => showValue(item)).join(', ');
  }
  if (typeof value === 'object') {
    // An image reference (src/shared/images) is named by its alternative text.
    const alt = (value as { alt?: unknown }).alt;
    if (typeof alt === 'string') return `gambar "${alt}"`;
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([key, item]) => `${key}: ${showValue(item)}`,
    );
    return parts.length === 0 ? EMPTY_VALUE : parts.join('; ');
  }
  return String(value);
}

/** "tanggalKegiatan" → "Tanggal Kegiatan": the label of a field no declaration names. */
export function fieldLabelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The fields whose values differ between two versions of a record, in the order of the newer one
 * (then fields only the older had), each with its value before and after as text.
 */
export function describeChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  labels: Readonly<Partial<Record<string, string>>> = {},
): FieldChange[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter(
    (key) => !BOOKKEEPING.has(key),
  );
  const { maxChanges, maxValueChars, maxFieldChars } = HISTORI_CHANGE_LIMITS;
  // Own properties only: a key such as "toString" must not read Object.prototype's.
  const own = <T>(object: Readonly<Record<string, T>>, key: string): T | undefined =>
    Object.hasOwn(object, key) ? object[key] : undefined;
  return keys
    .filter((key) => JSON.stringify(own(before, key)) !== JSON.stringify(own(after, key)))
    .slice(0, maxChanges)
    .map((key) => ({
      field: cut(own(labels, key) ?? fieldLabelOf(key), maxFieldChars),
      before: cut(showValue(own(before, key)), maxValueChars),
      after: cut(showValue(own(after, key)), maxValueChars),
    }));
}

/** "Judul: "A" → "B"; Terbit: Tidak → Ya", for the CSV export and screen readers. */
export function changesText(changes: readonly FieldChange[]): string {
  return changes.map((c) => `${c.field}: ${c.before} → ${c.after}`).join('; ');
}

const text = (max: number) => z.string().check(z.maxLength(max));

/** The stored form of an entry's changes, as every backend reads it back. */
export const fieldChangesSchema = z
  .array(
    z.object({
      field: text(HISTORI_CHANGE_LIMITS.maxFieldChars),
      before: text(HISTORI_CHANGE_LIMITS.maxValueChars),
      after: text(HISTORI_CHANGE_LIMITS.maxValueChars),
    }),
  )
  .check(z.maxLength(HISTORI_CHANGE_LIMITS.maxChanges));
