import { BackendError } from '../../backend/backend-error';
import {
  CHECK_FIELDS_MESSAGE,
  focusFirstError,
  type FormFields,
  showBackendError,
} from '../../ui/forms/form-helpers';

/**
 * A refused voter request on the form: the backend names the field of a taken NIM or email, a
 * locked NIM, an email that is no voter's (409/404 with `fields`, not only VALIDATION), so every
 * such message goes under its field. Returns the message for the form's alert.
 */
export function showVoterError<Values extends object>(
  form: FormFields<Values>,
  error: unknown,
): string {
  if (error instanceof BackendError && error.fields && error.code !== 'VALIDATION') {
    const known = new Set(Object.keys(form.getValues()));
    const onFields = Object.fromEntries(
      Object.entries(error.fields).filter(([path]) => known.has(path)),
    );
    if (Object.keys(onFields).length > 0) {
      form.setErrors(onFields);
      focusFirstError(form, onFields);
      return CHECK_FIELDS_MESSAGE;
    }
  }
  return showBackendError(form, error);
}
