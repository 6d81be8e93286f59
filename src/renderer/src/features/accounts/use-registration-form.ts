import { useState } from 'react';
import type { $ZodType } from 'zod/v4/core';
import type { Backend } from '../../backend/contract';
import { useBackend } from '../../backend/use-backend';
import { useSmallForm } from '../../ui/forms/use-small-form';
import { zodValidate } from '../../ui/forms/zod-validate';
import { restoreDraft, useFormDraft } from '../../ui/account-kit/form-draft';
import {
  passwordConfirmation,
  STAFF_PASSWORD_WORDING,
  weakPassword,
} from '../../ui/account-kit/NewPasswordFields';
import { combineValidators, showBackendError, showFieldError } from '../../ui/forms/form-helpers';
import { useAlertingSubmit } from '../../ui/forms/use-alerting-submit';
import { termsAccepted } from '../../ui/account-kit/TermsAgreement';

interface RegistrationValues {
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

/**
 * What both registration pages share: the server's schema plus password confirmation and terms,
 * the draft kept while the terms are read, the strength check, and the request with its errors.
 * Returns the form, its AccountForm props, the server's answer once sent, and the draft keeper.
 */
export function useRegistrationForm<Values extends RegistrationValues>(options: {
  draftKey: string;
  defaults: Values;
  schema: $ZodType;
  /** Words the password must not be built from (name, organisation, email). */
  personal(values: Values): string[];
  send(backend: Backend, values: Values): Promise<string>;
}) {
  const backend = useBackend();
  const [sent, setSent] = useState<string | null>(null);
  const form = useSmallForm<Values>({
    initialValues: restoreDraft(options.draftKey, options.defaults),
    validate: combineValidators<Values>(
      zodValidate(options.schema),
      passwordConfirmation(STAFF_PASSWORD_WORDING),
      termsAccepted,
    ),
  });
  const keepDraft = useFormDraft(options.draftKey, form, ['password', 'confirmPassword']);

  const sending = useAlertingSubmit(
    form,
    async (values) => {
      const weak = await weakPassword(
        STAFF_PASSWORD_WORDING,
        values.password,
        options.personal(values),
      );
      if (weak) return showFieldError(form, 'password', weak);
      setSent(await options.send(await backend, values));
    },
    (caught) => showBackendError(form, caught, { EMAIL_TAKEN: 'email' }),
  );

  return { form, sending, sent, keepDraft };
}
