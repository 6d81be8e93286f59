import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBackend } from '../../backend/use-backend';
import { fieldProps, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { AuthCard } from '../accounts/AuthCard';
import { FormAlert } from '../accounts/FormAlert';
import { workspacePath } from './wali-paths';
import { WALI_TEXT as T } from './wali-text';

/**
 * /wali/masuk (issue 34 item 1): a witness named trustee signs in with their e-mail and the
 * "Kode Masuk Wali" the committee handed over, and goes to their election's trustee workspace.
 * A witness has no other account; the session reaches only that election's trustee steps.
 */
export default function WaliMasukPage() {
  const backend = useBackend();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', kode: '' },
    validate: {
      email: (value) => (value.trim() === '' ? T.emailRequired : null),
      kode: (value) => (value.trim() === '' ? T.codeRequired : null),
    },
  });

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        const { eventId } = await (
          await backend
        ).trustees.signIn(values.email.trim(), values.kode.trim());
        navigate(workspacePath(eventId), { replace: true });
      } catch (caught) {
        setError(showBackendError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthCard title={T.signInTitle} description={T.signInIntro}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={T.email}
            type="email"
            inputMode="email"
            autoComplete="username"
            required
            {...fieldProps(form, 'email')}
          />
          <TextInput
            label={T.code}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            required
            {...fieldProps(form, 'kode')}
          />
          <FormAlert message={error} />
          <Button type="submit" fullWidth loading={form.submitting}>
            {T.signIn}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
