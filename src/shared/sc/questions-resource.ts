import * as z from 'zod/mini';
import { defineResource } from '../resources/resource';

/**
 * The booking form's configurable questions (Kelola Peminjaman SC → Pengaturan; ORIGINAL.md §5):
 * asked after the fixed ones (booking.ts), in the managers' drag order. An answer is kept by the
 * question's id, which never changes once made, so older bookings keep their answers' meaning.
 */
export const SC_QUESTION_TYPES = ['text', 'textarea', 'select', 'date', 'time'] as const;
export type ScQuestionType = (typeof SC_QUESTION_TYPES)[number];

export const SC_QUESTION_TYPE_LABELS: Readonly<Record<ScQuestionType, string>> = {
  text: 'Teks singkat',
  textarea: 'Teks panjang',
  select: 'Pilihan',
  date: 'Tanggal',
  time: 'Jam',
};

const questionInput = z.strictObject({
  label: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Label pertanyaan wajib diisi.' }),
      z.maxLength(160, { error: 'Label paling banyak 160 karakter.' }),
    ),
  tipe: z.enum(SC_QUESTION_TYPES, { error: 'Tipe pertanyaan tidak dikenal.' }),
  pilihan: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120)))
    .check(z.maxLength(50, { error: 'Pilihan paling banyak 50.' })),
  wajib: z.boolean(),
});

export type ScQuestionInput = z.infer<typeof questionInput>;

export const scQuestionsResource = defineResource({
  name: 'pertanyaan-sc',
  firestoreCollection: 'sc_questions',
  input: questionInput,
  // Not strict: a stored record may carry what a backend keeps beside it (its Firestore
  // document's `position`); reading leaves that out.
  stored: z.object(questionInput.shape),
  writeArea: 'peminjaman-sc',
  publicRead: 'all',
  order: { by: 'position' },
  maxRecords: 40,
  maxBodyBytes: 16 * 1024,
  history: {
    noun: 'pertanyaan peminjaman SC',
    title: (question) => question.label,
    fieldLabels: { label: 'Label', tipe: 'Tipe', pilihan: 'Pilihan', wajib: 'Wajib diisi' },
  },
  notFound: 'Pertanyaan tidak ditemukan.',
  check: (question, others) => {
    if (others.some((o) => o.label.toLowerCase() === question.label.toLowerCase()))
      return { message: 'Label pertanyaan sudah dipakai.', field: 'label' };
    if (question.tipe === 'select' && question.pilihan.length === 0)
      return { message: 'Pertanyaan pilihan memerlukan minimal satu opsi.', field: 'pilihan' };
    return null;
  },
});
