import { isHttpUrl, type FormField } from '../../../../shared/berkas/form-fields';
import {
  answersToSend,
  INTAKE_MESSAGES,
  intakeProblems,
  tooManyAnswers,
} from '../../../../shared/berkas/intake';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { BackendError } from '../backend-error';

/**
 * The embedded server's intake checks (src/shared/berkas/intake.ts), run in the browser before
 * anything is sent: on Firebase there is no server of ours in between, and the rules can refuse a
 * submission but not say why. Throws the first problem as a VALIDATION error carrying every
 * field's problem; returns the answers to send.
 */
export function checkIntake(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const problems = intakeProblems(fields, answers);
  const first = Object.values(problems)[0];
  if (first) throw new BackendError('VALIDATION', first, 400, problems);
  const sent = answersToSend(fields, answers);
  if (tooManyAnswers(sent)) throw new BackendError('VALIDATION', INTAKE_MESSAGES.invalid, 400);
  return sent;
}

/**
 * What is stored: the script's `data` for every field sent (the files replaced by links), the
 * answer as sent where the script left a field out. A file still a data URL, or not a link at
 * all, means the script did not store it: storing the submission anyway would lose the file.
 */
export function answersToStore(
  fields: readonly FormField[],
  sent: Readonly<Record<string, string>>,
  data: Readonly<Record<string, string>>,
): Record<string, string> {
  const stored: Record<string, string> = {};
  for (const field of fields) {
    if (!(field.fieldName in sent)) continue;
    const value = (data[field.fieldName] ?? sent[field.fieldName] ?? '').trim();
    if (!value) continue;
    if (field.type === 'file' && !isHttpUrl(value))
      throw new BackendError('BACKEND_FAILED', BERKAS_MESSAGES.backendFailed, 502);
    stored[field.fieldName] = value;
  }
  return stored;
}
