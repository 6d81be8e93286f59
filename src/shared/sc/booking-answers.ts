import type { RecordOf } from '../resources/resource';
import { isCalendarDate } from '../calendar-date';
import { SC_MESSAGES } from './booking-rules';
import type { scQuestionsResource } from './questions-resource';

export type ScQuestion = RecordOf<typeof scQuestionsResource>;

/**
 * What is wrong with the configurable questions' answers, or null: a required one left empty
 * (ORIGINAL.md §5's message), an answer to no current question, a choice not offered, a date or
 * time not written as one. `field` is `jawaban.{questionId}`, where the form shows it.
 */
export function answersProblem(
  jawaban: Readonly<Record<string, string>>,
  questions: readonly ScQuestion[],
): { message: string; field: string } | null {
  for (const id of Object.keys(jawaban))
    if (!questions.some((q) => q.id === id))
      return { message: 'Pertanyaan ini tidak ada lagi di formulir.', field: `jawaban.${id}` };
  for (const question of questions) {
    const answer = (jawaban[question.id] ?? '').trim();
    const field = `jawaban.${question.id}`;
    if (answer === '') {
      if (question.wajib) return { message: SC_MESSAGES.requiredMissing, field };
      continue;
    }
    if (question.tipe === 'select' && !question.pilihan.includes(answer))
      return { message: `Pilih salah satu opsi untuk "${question.label}".`, field };
    if (question.tipe === 'date' && !isCalendarDate(answer))
      return { message: `"${question.label}" harus berupa tanggal.`, field };
    if (question.tipe === 'time' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(answer))
      return { message: `"${question.label}" harus berupa jam (JJ:MM).`, field };
  }
  return null;
}
