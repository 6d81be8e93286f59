import { useState } from 'react';
import type { $ZodType } from 'zod/v4/core';
import type { Backend } from '../../backend/contract';
import { useBackend } from '../../backend/use-backend';
import { useSmallForm } from '../../ui/forms/use-small-form';
import { zodValidate } from '../../ui/forms/zod-validate';
import { restoreDraft, useFormDraft } from './form-draft';
import { combineValidators, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { passwordConfirmation } from './password-confirmation';
import { weakPasswordError } from './password-strength';
import { termsAccepted } from './TermsAgreement';

interface RegistrationValues {
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

/**
 * What both registration pages share: the server's schema plus password confirmation and terms,
 * the draft kept while the terms are read, the strength check, and the request with its errors.
 * Returns the form, its submit handler, the alert message and the server's answer once sent.
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
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useSmallForm<Values>({
    initialValues: restoreDraft(options.draftKey, options.defaults),
    validate: combineValidators<Values>(
      zodValidate(options.schema),
      passwordConfirmation,
      termsAccepted,
    ),
  });
  const keepDraft = useFormDraft(options.draftKey, form, ['password', 'confirmPassword']);

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      const weak = await weakPasswordError(values.password, options.personal(values));
      if (weak) {
        form.setFieldError('password', weak);
        focusFirstError(form, { password: weak });
        return;
      }
      try {
        setSent(await options.send(await backend, values));
      } catch (caught) {
        setError(showBackendError(form, caught, { EMAIL_TAKEN: 'email' }));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return { form, submit, error, sent, keepDraft };
}
