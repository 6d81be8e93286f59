import { useState, type FormEvent, type ReactNode } from 'react';
import { focusFirstError, showBackendError, type FormFields } from './form-helpers';

/** What the hook uses of a form: useForm's and useSmallForm's forms both have it. */
type SubmittableForm<Values> = FormFields<Values> & {
  submitting: boolean;
  onSubmit(
    handleSubmit: (values: Values) => unknown,
    handleValidationFailure: (errors: Record<string, ReactNode>) => void,
  ): (event?: FormEvent<HTMLFormElement>) => void;
};

/**
 * A form's submit handler with the alert for a failure of the whole form: the alert clears when
 * the form is sent again; a failure of `send` shows through `explain` (by default the backend's
 * field messages under their fields, the rest in the alert; null for no alert); a refused check
 * moves the focus to the first field with an error. Returns the handler, the alert's message and
 * whether a submit is under way: the props of an account-kit AccountForm.
 */
export function useAlertingSubmit<Values extends object>(
  form: SubmittableForm<Values>,
  send: (values: Values) => Promise<void>,
  explain: (caught: unknown) => string | null = (caught) => showBackendError(form, caught),
) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        await send(values);
      } catch (caught) {
        setError(explain(caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );
  return { onSubmit, error, submitting: form.submitting };
}
