import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordRequestSchema } from '../../../../shared/auth-api';
import { useBackend } from '../../backend/use-backend';
import { zodValidate } from '../../ui/forms/zod-validate';
import { ActionDone } from './ActionDone';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { fieldProps, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { useSmallForm } from '../../ui/forms/use-small-form';

/**
 * /forgot-password. The answer is the same whether or not the email has an account, so the page
 * cannot be used to find out who is registered.
 */
export default function ForgotPasswordPage() {
  const backend = useBackend();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useSmallForm({
    initialValues: { email: '' },
    validate: zodValidate(forgotPasswordRequestSchema),
  });

  if (sent) {
    return (
      <ActionDone title="Cek Email Anda" message={sent} linkLabel="Kembali ke halaman masuk" />
    );
  }

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        setSent(await (await backend).auth.requestPasswordReset(values.email.trim()));
      } catch (caught) {
        setError(showBackendError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthCard
      title="Lupa Kata Sandi"
      description="Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="nama@polteknuklir.ac.id"
            required
            {...fieldProps(form, 'email')}
          />
          <FormAlert message={error} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Kirim Tautan
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to="/login" fw={600}>
          Kembali ke halaman masuk
        </Anchor>
      </Text>
    </AuthCard>
  );
}
