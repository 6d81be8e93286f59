import {
  FIELD_MESSAGES,
  formFieldInputSchema,
  type FormField,
  type FormFieldInput,
} from '../../../../shared/berkas/form-fields';
import { BackendError } from '../backend-error';
import { validInput } from './validate-input';

/**
 * Kelola Form Berkas's checks, as the embedded server's routes make them
 * (src/server/routes/form-fields.ts), with the same codes, messages and field errors — the editor
 * shows `fields` next to the inputs.
 */

const FIELD_NAME_TAKEN = FIELD_MESSAGES.fieldNameTaken;

/** A field definition, parsed and checked against the other fields; throws a VALIDATION error. */
export function checkFieldInput(
  input: unknown,
  existing: readonly Pick<FormField, 'id' | 'fieldName'>[],
  exceptId?: string,
): FormFieldInput {
  const field = validInput(formFieldInputSchema, input);
  if (existing.some((other) => other.fieldName === field.fieldName && other.id !== exceptId))
    throw new BackendError('VALIDATION', FIELD_NAME_TAKEN, 400, { fieldName: FIELD_NAME_TAKEN });
  if (field.type === 'select' && field.options.length === 0)
    throw new BackendError('VALIDATION', 'Pertanyaan pilihan membutuhkan minimal satu opsi.', 400, {
      options: 'Isi minimal satu opsi.',
    });
  return field;
}

/** The next position: after the last one (SPEC.md §9, a new field goes last). */
export const nextPosition = (existing: readonly Pick<FormField, 'position'>[]): number =>
  existing.reduce((max, field) => Math.max(max, field.position), -1) + 1;

/** A reorder must name every existing field exactly once, as the server insists. */
export function checkReorder(ids: readonly string[], existingIds: readonly string[]): void {
  const samePermutation =
    ids.length === existingIds.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => existingIds.includes(id));
  if (!samePermutation)
    throw new BackendError(
      'VALIDATION',
      'Urutan harus memuat setiap pertanyaan tepat satu kali.',
      400,
    );
}
