import { answerProblem, isHttpUrl, type FormField } from '../../../../shared/berkas/form-fields';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';

/** The wizard's steps (SPEC.md §2): 1 Informasi Dasar, 2 Kelengkapan Berkas, 3 Konfirmasi. */
export const WIZARD_STEPS = ['Informasi Dasar', 'Kelengkapan Berkas', 'Konfirmasi'] as const;
export type WizardStep = 1 | 2 | 3;

/**
 * What the visitor entered. A file field keeps the uploaded file and the link apart, so switching
 * "Gunakan Tautan" back and forth loses neither. A missing answer means the field's default.
 */
export interface WizardAnswers {
  values: Record<string, string>;
  links: Record<string, string>;
  useLink: Record<string, boolean>;
}

export const emptyAnswers = (): WizardAnswers => ({ values: {}, links: {}, useLink: {} });

export const fieldsOfStep = (fields: readonly FormField[], step: WizardStep): FormField[] =>
  fields.filter((field) => field.step === step).sort((a, b) => a.position - b.position);

/** A file field starts in link mode when its default value is a link. */
export const usesLink = (field: FormField, answers: WizardAnswers): boolean =>
  answers.useLink[field.fieldName] ?? (field.type === 'file' && isHttpUrl(field.defaultValue));

/** The answer that is checked and sent for one field. */
export function answerOf(field: FormField, answers: WizardAnswers): string {
  if (field.type === 'file') {
    return usesLink(field, answers)
      ? (answers.links[field.fieldName] ??
          (isHttpUrl(field.defaultValue) ? field.defaultValue : ''))
      : (answers.values[field.fieldName] ?? '');
  }
  return answers.values[field.fieldName] ?? field.defaultValue;
}

export interface StepCheck {
  /** The first problem in position order, to show above the buttons; null when the step is fine. */
  message: string | null;
  /** One message per field with a problem, keyed by fieldName. */
  errors: Record<string, string>;
}

/** The same rule the server runs (`answerProblem`), on every field of one step. */
export function checkStep(
  fields: readonly FormField[],
  answers: WizardAnswers,
  step: WizardStep,
): StepCheck {
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const field of fieldsOfStep(fields, step)) {
    const problem = answerProblem(field, answerOf(field, answers));
    if (problem) {
      errors[field.fieldName] = problem;
      message ??= problem;
    }
  }
  return { message, errors };
}

/**
 * Before sending (SPEC.md §5): steps 1 and 2 are checked again, with one message for both; then
 * the fields shown on the confirmation step itself.
 */
export function checkBeforeSubmit(
  fields: readonly FormField[],
  answers: WizardAnswers,
): StepCheck & { step: WizardStep | null } {
  const first = checkStep(fields, answers, 1);
  const second = checkStep(fields, answers, 2);
  if (first.message || second.message) {
    return {
      message: BERKAS_MESSAGES.recheckRequired,
      errors: { ...first.errors, ...second.errors },
      step: first.message ? 1 : 2,
    };
  }
  const third = checkStep(fields, answers, 3);
  return { ...third, step: third.message ? 3 : null };
}

/** Every answer by fieldName, trimmed, as the backend receives it. */
export function collectAnswers(
  fields: readonly FormField[],
  answers: WizardAnswers,
): Record<string, string> {
  const collected: Record<string, string> = {};
  for (const field of fields) collected[field.fieldName] = answerOf(field, answers).trim();
  return collected;
}

/** Whether the visitor typed, chose or uploaded anything for one of today's fields. */
export function hasEntered(fields: readonly FormField[], answers: WizardAnswers): boolean {
  return fields.some(
    (field) =>
      Boolean(answers.values[field.fieldName]?.trim()) ||
      Boolean(answers.links[field.fieldName]?.trim()),
  );
}

/** The first field with a problem, in the order the fields are shown; null when none. */
export function firstInvalidField(
  fields: readonly FormField[],
  errors: Record<string, string>,
): string | null {
  const ordered = [...fields].sort((a, b) => a.step - b.step || a.position - b.position);
  return ordered.find((field) => field.fieldName in errors)?.fieldName ?? null;
}
