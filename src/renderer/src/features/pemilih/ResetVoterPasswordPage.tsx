import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { pick, safeParse } from 'zod/mini';
import { API_ERROR_MESSAGES } from '../../../../shared/errors';
import { voterResetPasswordSchema } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { combineValidators, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { zodValidate } from '../../ui/forms/zod-validate';
import { AuthCard } from '../accounts/AuthCard';
import { FormAlert } from '../accounts/FormAlert';
import { VOTER_LOGIN_PATH } from './use-voter';
import {
  VoterPasswordFields,
  voterPasswordConfirmation,
  voterWeakPassword,
  type VoterPasswordValues,
} from './VoterPasswordFields';

const tokenSchema = voterResetPasswordSchema.shape.token;
const newPasswordSchema = pick(voterResetPasswordSchema, { password: true });

/**
 * /reset-sandi-pemilih?token=…, the page the voter reset mail links to: a new password twice,
 * then back to /login-pemilih. The link works once, for an hour; a used or old one says so.
 */
export default function ResetVoterPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token || !safeParse(tokenSchema, token).success)
    return <LinkProblem message={API_ERROR_MESSAGES.RESET_INVALID} />;
  return <NewPasswordForm token={token} />;
}

function LinkProblem(props: { message: string }) {
  return (
    <AuthCard title="Reset Password">
      <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} mb="lg">
        {props.message}
      </Alert>
      <Stack gap="sm">
        <Button component={Link} to="/lupa-sandi-pemilih" fullWidth>
          Minta Link Baru
        </Button>
        <Button component={Link} to={VOTER_LOGIN_PATH} variant="default" fullWidth>
          Kembali ke halaman masuk
        </Button>
      </Stack>
    </AuthCard>
  );
}

function NewPasswordForm(props: { token: string }) {
  const backend = useBackend();
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<VoterPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: combineValidators<VoterPasswordValues>(
      zodValidate(newPasswordSchema),
      voterPasswordConfirmation,
    ),
  });

  if (invalid) return <LinkProblem message={invalid} />;
  if (done) {
    return (
      <AuthCard title="Password Diubah">
        <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />} mb="lg">
          {done}
        </Alert>
        <Button component={Link} to={VOTER_LOGIN_PATH} fullWidth>
          Lanjutkan ke Login
        </Button>
      </AuthCard>
    );
  }

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      const weak = await voterWeakPassword(values.password, []);
      if (weak) {
        form.setFieldError('password', weak);
        focusFirstError(form, { password: weak });
        return;
      }
      try {
        setDone(await (await backend).voters.resetPassword(props.token, values.password));
      } catch (caught) {
        if (caught instanceof BackendError && caught.code === 'RESET_INVALID') {
          setInvalid(caught.message);
          return;
        }
        setError(showBackendError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthCard title="Reset Password" description="Buat password baru untuk akun pemilih Anda.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <VoterPasswordFields form={form} label="Password Baru" />
          <FormAlert message={error} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Simpan Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
