import { useForm } from '@mantine/form';
import { useState } from 'react';
import { BackendError } from '../../backend/backend-error';
import type { $ZodType } from 'zod/v4/core';
import { combineValidators, showFieldError } from '../forms/form-helpers';
import { zodValidate } from '../forms/zod-validate';
import { passwordConfirmation, weakPassword, type PasswordWording } from './NewPasswordFields';
import { useAlertingSubmit } from '../forms/use-alerting-submit';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password set through an emailed link (staff or voter): the password twice, refused when
 * easy to guess; then the server's message (`done`), or why the link no longer works (`invalid`,
 * the page shows its link problem instead of the form).
 */
export function useLinkReset(options: {
  /** The backend's rule for the password (its part of the reset request's schema). */
  schema: $ZodType;
  wording: PasswordWording;
  reset(password: string): Promise<string>;
}) {
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: combineValidators<NewPasswordValues>(
      zodValidate(options.schema),
      passwordConfirmation(options.wording),
    ),
  });
  const sending = useAlertingSubmit(form, async (values) => {
    const weak = await weakPassword(options.wording, values.password);
    if (weak) return showFieldError(form, 'password', weak);
    try {
      setDone(await options.reset(values.password));
    } catch (caught) {
      if (caught instanceof BackendError && caught.code === 'RESET_INVALID') {
        setInvalid(caught.message);
        return;
      }
      throw caught;
    }
  });
  return { form, sending, invalid, done };
}
