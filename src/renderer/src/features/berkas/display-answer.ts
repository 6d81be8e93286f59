import { decodeUploadedFile, type FormField } from '../../../../shared/berkas/form-fields';
import { formatDateAnswer } from '../../lib/dates';
import { answerOf, type WizardAnswers } from './wizard-state';

/**
 * How the confirmation step shows an answer: a file by its name, a link as it is, a date in
 * Indonesian ("5 Desember 2026").
 */
export function displayAnswer(field: FormField, answers: WizardAnswers): string {
  const value = answerOf(field, answers).trim();
  if (field.type === 'file' && value.startsWith('data:')) {
    return decodeUploadedFile(value)?.name ?? value.slice(0, 40);
  }
  return field.type === 'date' ? formatDateAnswer(value) : value;
}
