import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FormFields } from './form-helpers';

type Errors = Record<string, ReactNode>;

/** A function of all values (zodValidate), or one rule per field returning its message. */
type Rules<Values> =
  | ((values: Values) => Record<string, string>)
  | { [Field in keyof Values]?: (value: Values[Field], values: Values) => string | null };

/** The part of @mantine/form's API that form-helpers.ts and the small forms use. */
export type SmallForm<Values> = FormFields<Values> & {
  submitting: boolean;
  /** Validates every field and shows the messages, as on submit. */
  validate(): { hasErrors: boolean; errors: Errors };
  /** Validates one field and shows (or clears) its message. */
  validateField(path: keyof Values & string): void;
  onSubmit(
    handleSubmit: (values: Values) => unknown,
    handleValidationFailure?: (errors: Errors) => void,
  ): (event?: FormEvent<HTMLFormElement>) => void;
};

/** Errors without the empty ones, as @mantine/form keeps them. */
function present(errors: Errors): Errors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}

function validateWith<Values extends object>(rules: Rules<Values>, values: Values): Errors {
  if (typeof rules === 'function') return present(rules(values));
  const errors: Errors = {};
  for (const field of Object.keys(rules) as (keyof Values & string)[]) {
    errors[field] = rules[field]?.(values[field], values);
  }
  return present(errors);
}

/** The new value from a text input's change event, or a value given as is. */
function changedValue(input: unknown): unknown {
  if (typeof input === 'object' && input !== null && 'currentTarget' in input) {
    const target = (input as { currentTarget: unknown }).currentTarget;
    if (target instanceof HTMLInputElement)
      return target.type === 'checkbox' ? target.checked : target.value;
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
      return target.value;
  }
  return input;
}

/**
 * Flat forms (sign-in, registration, the voter's profile) with @mantine/form's behaviour for
 * them — validate on submit (and on blur if asked), clear a field's error when it changes,
 * `submitting` while the handler's promise runs — without its 6.5 KB gzip (nested paths, lists,
 * dirty/touched tracking, uncontrolled mode) on those pages' first load. Forms that need more
 * keep useForm.
 */
export function useSmallForm<Values extends object>(options: {
  initialValues: Values;
  validate: Rules<Values>;
  /** Also validate a field when it loses the focus. */
  validateInputOnBlur?: boolean;
  /** Called after every change, with the values before it. */
  onValuesChange?: (values: Values, previous: Values) => void;
}): SmallForm<Values> {
  const [values, setValuesState] = useState(options.initialValues);
  const current = useRef(values);
  const [errors, setErrorsState] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const setErrors: SmallForm<Values>['setErrors'] = (next) =>
    setErrorsState((previous) => present(typeof next === 'function' ? next(previous) : next));

  const clearFieldError = (path: string): void =>
    setErrorsState((previous) => {
      if (!(path in previous)) return previous;
      const { [path]: _cleared, ...rest } = previous;
      return rest;
    });

  const setFieldValue = (path: string, value: unknown): void => {
    const previous = current.current;
    current.current = { ...previous, [path]: value };
    setValuesState(current.current);
    clearFieldError(path);
    options.onValuesChange?.(current.current, previous);
  };

  const validateField = (path: string): void => {
    const message = validateWith(options.validate, current.current)[path];
    if (message) setErrorsState((previous) => ({ ...previous, [path]: message }));
    else clearFieldError(path);
  };

  const validate = () => {
    const found = validateWith(options.validate, current.current);
    setErrorsState(found);
    return { hasErrors: Object.keys(found).length > 0, errors: found };
  };

  return {
    submitting,
    getValues: () => current.current,
    getInputProps: (path, inputOptions) => {
      const value = (values as Record<string, unknown>)[String(path)];
      return {
        onChange: (input: unknown) => setFieldValue(String(path), changedValue(input)),
        'data-path': String(path),
        error: errors[String(path)],
        ...(inputOptions?.type === 'checkbox' ? { checked: value } : { value }),
        ...(options.validateInputOnBlur ? { onBlur: () => validateField(String(path)) } : {}),
      };
    },
    getInputNode: (path) => document.querySelector(`[data-path="${String(path)}"]`),
    setFieldError: (path, error) => setErrors((previous) => ({ ...previous, [path]: error })),
    setErrors,
    validate,
    validateField,
    onSubmit: (handleSubmit, handleValidationFailure) => (event) => {
      event?.preventDefault();
      const { hasErrors, errors: found } = validate();
      if (hasErrors) {
        handleValidationFailure?.(found);
        return;
      }
      setSubmitting(true);
      const result = handleSubmit(current.current);
      if (result instanceof Promise) void result.finally(() => setSubmitting(false));
      else setSubmitting(false);
    },
  };
}
