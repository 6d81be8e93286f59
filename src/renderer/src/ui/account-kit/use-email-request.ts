import { useState } from 'react';
import type { $ZodType } from 'zod/v4/core';
import { useAlertingSubmit } from '../forms/use-alerting-submit';
import { useSmallForm, type SmallForm } from '../forms/use-small-form';
import { zodValidate } from '../forms/zod-validate';

/**
 * A request made with an account's email alone (a reset link): the form, its AccountForm props,
 * and the server's answer once it is sent. `explain` shows a failure (by default the backend's
 * field messages under the field, the rest in the alert).
 */
export function useEmailRequest(options: {
  schema: $ZodType;
  request(email: string): Promise<string>;
  explain?(caught: unknown, form: SmallForm<{ email: string }>): string | null;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const form = useSmallForm({
    initialValues: { email: '' },
    validate: zodValidate(options.schema),
  });
  const sending = useAlertingSubmit(
    form,
    async (values) => setSent(await options.request(values.email.trim())),
    options.explain && ((caught) => options.explain!(caught, form)),
  );
  return { form, sending, sent };
}
