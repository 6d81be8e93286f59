import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { pick, safeParse } from 'zod/mini';
import { resetPasswordRequestSchema } from '../../../../shared/auth-api';
import { API_ERROR_MESSAGES } from '../../../../shared/errors';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { zodValidate } from '../../ui/forms/zod-validate';
import { ActionDone } from './ActionDone';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { combineValidators, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { passwordConfirmation } from './password-confirmation';
import { NewPasswordFields } from './NewPasswordFields';
import { weakPasswordError } from './password-strength';

export const INVALID_LINK_MESSAGE = API_ERROR_MESSAGES.RESET_INVALID;
export const UNKNOWN_ACTION_MESSAGE = 'Tipe aksi tidak dikenali.';

const tokenSchema = resetPasswordRequestSchema.shape.token;
const newPasswordSchema = pick(resetPasswordRequestSchema, { password: true });

/**
 * /auth/action?mode=…&oobCode=…, the page the emailed links open. Only resetPassword exists: a
 * new password (twice), then "Lanjutkan ke Login".
 */
export default function AuthActionPage() {
  const [searchParams] = useSearchParams();
  const mode = searchParams.get('mode');
  const code = searchParams.get('oobCode');
  if (mode !== null && mode !== 'resetPassword') {
    return <ActionProblem message={UNKNOWN_ACTION_MESSAGE} />;
  }
  if (mode === null || !code || !safeParse(tokenSchema, code).success) {
    return <ActionProblem message={INVALID_LINK_MESSAGE} />;
  }
  // A voter's reset mail on Firebase (its continue URL is /login-pemilih): the voter reset page.
  if (continuesToVoterLogin(searchParams.get('continueUrl'))) {
    return <Navigate to={`/reset-sandi-pemilih?token=${encodeURIComponent(code)}`} replace />;
  }
  return <ResetPasswordForm code={code} />;
}

/** Whether a Firebase action link continues to this site's voter sign-in. */
export function continuesToVoterLogin(continueUrl: string | null): boolean {
  if (!continueUrl) return false;
  try {
    const url = new URL(continueUrl);
    const here = (globalThis as { location?: { origin: string } }).location?.origin;
    return url.origin === here && url.pathname === '/login-pemilih';
  } catch {
    return false;
  }
}

function ActionProblem(props: { message: string }) {
  return (
    <AuthCard title="Tindakan Akun">
      <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} mb="lg">
        {props.message}
      </Alert>
      <Stack gap="sm">
        {props.message === INVALID_LINK_MESSAGE && (
          <Button component={Link} to="/forgot-password" fullWidth>
            Minta Tautan Baru
          </Button>
        )}
        <Button component={Link} to="/login" variant="default" fullWidth>
          Kembali ke halaman masuk
        </Button>
      </Stack>
    </AuthCard>
  );
}

function ResetPasswordForm(props: { code: string }) {
  const backend = useBackend();
  const [error, setError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: combineValidators<{ password: string; confirmPassword: string }>(
      zodValidate(newPasswordSchema),
      passwordConfirmation,
    ),
  });

  if (done) {
    return <ActionDone title="Kata Sandi Diubah" message={done} linkLabel="Lanjutkan ke Login" />;
  }
  if (linkInvalid) return <ActionProblem message={linkInvalid} />;

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      const weak = await weakPasswordError(values.password);
      if (weak) {
        form.setFieldError('password', weak);
        focusFirstError(form, { password: weak });
        return;
      }
      try {
        setDone(await (await backend).auth.resetPassword(props.code, values.password));
      } catch (caught) {
        if (caught instanceof BackendError && caught.code === 'RESET_INVALID') {
          setLinkInvalid(caught.message);
          return;
        }
        setError(showBackendError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthCard title="Atur Ulang Kata Sandi" description="Buat kata sandi baru untuk akun Anda.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordFields form={form} label="Kata Sandi Baru" />
          <FormAlert message={error} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Simpan Kata Sandi
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
