import * as z from 'zod/mini';
import { plainFileName } from '../file-name';
import { LIMITS, TEXT_LIMITS } from '../limits';
import { BERKAS_MESSAGES } from './status';

/** Input types of the wizard (SPEC.md §3): text, select and file, and the other HTML input types. */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'select',
  'file',
  'date',
  'number',
  'email',
  'tel',
  'url',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Teks singkat',
  textarea: 'Teks panjang',
  select: 'Pilihan',
  file: 'Berkas (unggah atau tautan)',
  date: 'Tanggal',
  number: 'Angka',
  email: 'Email',
  tel: 'Telepon',
  url: 'Tautan',
};

/** SPEC.md §9: the label a new field starts with in the editor; a placeholder, never saved. */
export const NEW_FIELD_LABEL = 'Label Pertanyaan Baru';

export const FIELD_MESSAGES = {
  labelRequired: 'Label wajib diisi.',
  labelIsDefault: `Ganti "${NEW_FIELD_LABEL}" dengan pertanyaan yang sebenarnya.`,
  fieldNameTaken: 'Nama kolom sudah dipakai pertanyaan lain.',
  fieldNameReserved: 'Nama kolom ini dipakai oleh sistem. Pilih nama lain.',
  selectNeedsOption: 'Pertanyaan pilihan membutuhkan minimal satu opsi.',
} as const;

/**
 * Names every plain object already has (`constructor`, `toString`, …): an answer looked up under
 * one would be found even when it was never sent. Refused for new questions.
 */
export const isReservedFieldName = (name: string): boolean => name.trim() in Object.prototype;

/** The answer sent for a field, never a property every object inherits. */
export function ownAnswer<T>(
  answers: Readonly<Record<string, T>>,
  fieldName: string,
): T | undefined {
  return Object.hasOwn(answers, fieldName) ? answers[fieldName] : undefined;
}

/** The default label, however it is spaced or capitalised. */
export const isDefaultLabel = (label: string): boolean =>
  label.trim().replace(/\s+/g, ' ').toLowerCase() === NEW_FIELD_LABEL.toLowerCase();

const definitionShape = {
  label: z
    .string()
    .check(z.trim(), z.minLength(1, { error: FIELD_MESSAGES.labelRequired }), z.maxLength(200)),
  fieldName: z.string().check(
    z.trim(),
    z.regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/, {
      error: 'Nama kolom diawali huruf dan hanya berisi huruf, angka atau garis bawah (maks. 50).',
    }),
  ),
  type: z.enum(FIELD_TYPES),
  placeholder: z.string().check(z.maxLength(200)),
  required: z.boolean(),
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  options: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))
    .check(z.maxLength(100)),
  defaultValue: z.string().check(z.maxLength(1000)),
};

/**
 * What a save sends: a question reaches the public form only with a real label, so the editor's
 * starting label is refused (by the server, the Firebase checks and the rules alike).
 */
export const formFieldInputSchema = z.object({
  ...definitionShape,
  fieldName: definitionShape.fieldName.check(
    z.refine((name) => !isReservedFieldName(name), { error: FIELD_MESSAGES.fieldNameReserved }),
  ),
  label: definitionShape.label.check(
    z.refine((label) => !isDefaultLabel(label), { error: FIELD_MESSAGES.labelIsDefault }),
  ),
});
export type FormFieldInput = z.infer<typeof formFieldInputSchema>;

export interface FormField extends FormFieldInput {
  id: string;
  position: number;
}

/** A stored field's definition as read back: questions saved before the rules above still load. */
export const formFieldStoredSchema = z.object(definitionShape);

/** A stored field with its id and place, as the backends send it. */
export const formFieldSchema = z.object({
  ...definitionShape,
  id: z.string(),
  position: z.number(),
});

/**
 * SPEC.md §9: the editor's starting values for a new question (it goes last when saved). Nothing is
 * stored until it is saved with a real label.
 */
export function newFieldDefaults(
  existing: readonly Pick<FormField, 'fieldName'>[],
): FormFieldInput {
  let n = existing.length + 1;
  while (existing.some((f) => f.fieldName === `pertanyaan${n}`)) n += 1;
  return {
    label: NEW_FIELD_LABEL,
    fieldName: `pertanyaan${n}`,
    type: 'text',
    placeholder: '',
    required: false,
    step: 1,
    options: [],
    defaultValue: '',
  };
}

/** "a, b ,c," → ["a", "b", "c"] (SPEC.md §5: comma-separated and trimmed). */
export const parseOptions = (text: string): string[] =>
  text
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);

/** An uploaded file travels as a data URL with the file name appended (SPEC.md §5 and §7). */
export interface UploadedFile {
  name: string;
  mimeType: string;
  bytes: number;
  base64: string;
}

/** Longest file name kept (most file systems' limit): it is stored and sent back in a header. */
export const UPLOAD_NAME_MAX_CHARS = TEXT_LIMITS.fileName;

export const fileNameTooLongMessage = (label: string) =>
  `Nama berkas pada "${label}" terlalu panjang (maksimal ${UPLOAD_NAME_MAX_CHARS} karakter). Ganti nama berkasnya lalu unggah lagi.`;

const DATA_URL_WITH_NAME = /^data:([\w.+-]+\/[\w.+-]+)?;base64,([A-Za-z0-9+/]*={0,2});name=(.+)$/;

export function encodeUploadedFile(dataUrl: string, name: string): string {
  return `${dataUrl};name=${encodeURIComponent(name)}`;
}

export function decodeUploadedFile(value: string): UploadedFile | null {
  const match = DATA_URL_WITH_NAME.exec(value);
  if (!match) return null;
  const base64 = match[2] ?? '';
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  let sent: string;
  try {
    sent = decodeURIComponent(match[3] ?? '');
  } catch {
    return null;
  }
  if (!sent.trim()) return null;
  return {
    // The name from the sender's computer, plain (file-name.ts): it is stored, listed and sent
    // back in a header. Not cut here: answerProblem and replyLetterFileProblem refuse a name
    // over the limit with a message, rather than keep a shortened one.
    name: plainFileName(sent, Number.POSITIVE_INFINITY),
    mimeType: match[1] || 'application/octet-stream',
    bytes: (base64.length / 4) * 3 - padding,
    base64,
  };
}

export const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks one answer against its field, for the wizard and (authoritatively) for the intake.
 * Returns an Indonesian message, or null when the answer is acceptable.
 */
export function answerProblem(field: FormFieldInput, raw: unknown): string | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (raw !== undefined && typeof raw !== 'string') return `Jawaban "${field.label}" tidak valid.`;
  if (!value) return field.required ? BERKAS_MESSAGES.requiredField(field.label) : null;
  if (value.length > (field.type === 'file' ? Infinity : 5000))
    return `Jawaban "${field.label}" terlalu panjang.`;
  switch (field.type) {
    case 'select':
      return field.options.includes(value) ? null : `Pilihan "${field.label}" tidak tersedia.`;
    case 'email':
      return EMAIL.test(value) ? null : `Email pada "${field.label}" tidak valid.`;
    case 'url':
      return isHttpUrl(value) ? null : `Tautan pada "${field.label}" tidak valid.`;
    case 'number':
      return Number.isFinite(Number(value)) ? null : `"${field.label}" harus berupa angka.`;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : `Tanggal pada "${field.label}" tidak valid.`;
    case 'file': {
      if (value.startsWith('data:')) {
        const file = decodeUploadedFile(value);
        if (!file) return `Berkas "${field.label}" tidak dapat dibaca.`;
        if (file.name.length > UPLOAD_NAME_MAX_CHARS) return fileNameTooLongMessage(field.label);
        return file.bytes > LIMITS.uploadMaxBytes ? BERKAS_MESSAGES.fileTooLarge : null;
      }
      return isHttpUrl(value) ? null : `Tautan berkas "${field.label}" tidak valid.`;
    }
    default:
      return null;
  }
}
