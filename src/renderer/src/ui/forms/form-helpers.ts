import type { LooseKeys, UseFormReturnType } from '@mantine/form';
import { BackendError } from '../../backend/backend-error';

// Helpers for @mantine/form forms (and ui/forms/use-small-form.ts, which has the same methods):
// validation, accessible errors, and a backend failure shown on its fields.

export const CHECK_FIELDS_MESSAGE = 'Periksa kembali isian yang ditandai.';
export const UNEXPECTED_ERROR_MESSAGE = 'Terjadi kesalahan. Silakan coba lagi.';

type Errors = Record<string, string>;

/** What these helpers use of a form: useForm's and useSmallForm's forms both have it. */
export type FormFields<Values> = Pick<
  UseFormReturnType<Values>,
  'getInputProps' | 'getInputNode' | 'getValues' | 'setFieldError' | 'setErrors'
>;
type Validator<Values> = (values: Values) => Errors;

/** Runs several validators; a field keeps the first message it gets. */
export function combineValidators<Values>(
  ...validators: NoInfer<Validator<Values>>[]
): Validator<Values> {
  return (values) => {
    const errors: Errors = {};
    for (const validate of validators) {
      for (const [path, message] of Object.entries(validate(values))) errors[path] ??= message;
    }
    return errors;
  };
}

/** An input's props from the form, with its error announced to screen readers when it appears. */
export function fieldProps<Values>(form: FormFields<Values>, path: LooseKeys<Values>) {
  return { ...form.getInputProps(path), errorProps: { role: 'alert' } };
}

/**
 * A field that is not a native input (a date, a picture, an icon): its value, its change, and
 * its message, from the form.
 */
export function valueProps<Values, Path extends keyof Values & string>(
  form: Pick<UseFormReturnType<Values>, 'getValues' | 'setFieldValue' | 'errors'>,
  path: Path,
) {
  const error: unknown = form.errors[path];
  return {
    value: form.getValues()[path],
    onChange: (value: Values[Path]) =>
      form.setFieldValue(path as LooseKeys<Values>, value as never),
    error: typeof error === 'string' ? error : undefined,
  };
}

/** The same for a checkbox (CheckboxField announces its error itself). */
export function checkboxProps<Values>(form: FormFields<Values>, path: LooseKeys<Values>) {
  const props = form.getInputProps(path, { type: 'checkbox' });
  const error: unknown = props.error;
  return { ...props, error: typeof error === 'string' && error ? error : undefined };
}

/** Moves the focus to the first field with an error, so keyboard and screen-reader users find it. */
export function focusFirstError<Values>(
  form: FormFields<Values>,
  errors: Record<string, unknown>,
): void {
  const first = Object.keys(errors)[0];
  if (first) form.getInputNode(first)?.focus();
}

/** Puts a message under one field and moves the focus there (a check made on sending). */
export function showFieldError<Values>(
  form: FormFields<Values>,
  path: LooseKeys<Values> & string,
  message: string,
): void {
  form.setFieldError(path, message);
  focusFirstError(form, { [path]: message });
}

/**
 * Shows a failed request: a VALIDATION error's field messages go under their fields, and a code
 * listed in `fieldOfCode` (EMAIL_TAKEN → email) under that field. Returns the message for the
 * form's alert.
 */
export function showBackendError<Values extends object>(
  form: FormFields<Values>,
  error: unknown,
  fieldOfCode: Partial<Record<string, string>> = {},
): string {
  if (!(error instanceof BackendError)) return UNEXPECTED_ERROR_MESSAGE;
  const known = new Set(Object.keys(form.getValues()));
  const field = fieldOfCode[error.code];
  if (field && known.has(field)) {
    form.setFieldError(field, error.message);
    focusFirstError(form, { [field]: error.message });
    return CHECK_FIELDS_MESSAGE;
  }
  if (error.code === 'VALIDATION' && error.fields) {
    const onFields: Errors = {};
    const elsewhere: string[] = [];
    for (const [path, message] of Object.entries(error.fields)) {
      if (known.has(path.split('.')[0] ?? path)) onFields[path] = message;
      else elsewhere.push(message);
    }
    form.setErrors(onFields);
    focusFirstError(form, onFields);
    return elsewhere.length > 0 ? elsewhere.join(' ') : CHECK_FIELDS_MESSAGE;
  }
  return error.message;
}
