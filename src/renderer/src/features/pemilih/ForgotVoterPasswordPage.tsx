import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { VOTER_MESSAGES, voterForgotPasswordSchema } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { fieldProps, focusFirstError } from '../../ui/forms/form-helpers';
import { zodValidate } from '../../ui/forms/zod-validate';
import { AuthCard } from '../accounts/AuthCard';
import { FormAlert } from '../accounts/FormAlert';
import { VOTER_LOGIN_PATH } from './use-voter';
import { useSmallForm } from '../../ui/forms/use-small-form';

/** Failures the voter can act on keep their own message; anything else is SPEC.md §8's. */
const OWN_MESSAGE = new Set(['RATE_LIMITED', 'NETWORK', 'VALIDATION']);

/**
 * /lupa-sandi-pemilih (SPEC.md §2, §5, §8): the email must be a voter's ('Alamat email tidak
 * terdaftar sebagai akun pemilih.'); on success 'Link reset password berhasil dikirim…'.
 */
export default function ForgotVoterPasswordPage() {
  const backend = useBackend();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useSmallForm({
    initialValues: { email: '' },
    validate: zodValidate(voterForgotPasswordSchema),
  });

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        setSent(await (await backend).voters.requestPasswordReset(values.email.trim()));
      } catch (caught) {
        const onField = caught instanceof BackendError ? caught.fields?.['email'] : undefined;
        if (onField) {
          form.setFieldError('email', onField);
          focusFirstError(form, { email: onField });
          return;
        }
        setError(
          caught instanceof BackendError && OWN_MESSAGE.has(caught.code)
            ? caught.message
            : VOTER_MESSAGES.resetFailed,
        );
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthCard
      title="Lupa Password"
      description="Masukkan email akun pemilih Anda. Kami akan mengirim link untuk mengatur ulang password."
    >
      {sent ? (
        <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
          {sent}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="nama@mahasiswa.polteknuklir.ac.id"
              required
              {...fieldProps(form, 'email')}
            />
            <FormAlert message={error} />
            <Button type="submit" fullWidth loading={form.submitting}>
              Kirim Link Reset
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center" mt="lg">
        <Anchor component={Link} to={VOTER_LOGIN_PATH} fw={600}>
          Kembali ke halaman masuk
        </Anchor>
      </Text>
    </AuthCard>
  );
}
