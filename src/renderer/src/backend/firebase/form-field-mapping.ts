import { safeParse } from 'zod/mini';
import {
  formFieldSchema,
  type FormField,
  type FormFieldInput,
} from '../../../../shared/berkas/form-fields';

/**
 * `submissionFormFields/{id}` ↔ FormField (docs/FIREBASE.md): the document holds every field but
 * the id. A document that does not fit the shared schema is left out of the wizard rather than
 * shown half-defined.
 */
export function formFieldFromDoc(
  id: string,
  data: Record<string, unknown> | undefined,
): FormField | null {
  if (!data) return null;
  const parsed = safeParse(formFieldSchema, {
    id,
    label: data['label'],
    fieldName: data['fieldName'],
    type: data['type'],
    placeholder: data['placeholder'] ?? '',
    required: data['required'] ?? false,
    step: data['step'],
    options: data['options'] ?? [],
    defaultValue: data['defaultValue'] ?? '',
    position: data['position'],
  });
  return parsed.success ? parsed.data : null;
}

/** Every parseable field, ordered by position (then id, so equal positions keep one order). */
export function formFieldsFromDocs(
  docs: readonly { id: string; data: Record<string, unknown> | undefined }[],
): FormField[] {
  return docs
    .map((d) => formFieldFromDoc(d.id, d.data))
    .filter((field): field is FormField => field !== null)
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The document data of a field: exactly the fields of docs/FIREBASE.md, nothing else. */
export function formFieldDocData(input: FormFieldInput, position: number): Record<string, unknown> {
  return {
    label: input.label,
    fieldName: input.fieldName,
    type: input.type,
    placeholder: input.placeholder,
    required: input.required,
    step: input.step,
    position,
    options: [...input.options],
    defaultValue: input.defaultValue,
  };
}
