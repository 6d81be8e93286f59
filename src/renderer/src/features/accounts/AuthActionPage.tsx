import { Navigate, useSearchParams } from 'react-router-dom';
import { pick, safeParse } from 'zod/mini';
import { resetPasswordRequestSchema } from '../../../../shared/auth-api';
import { API_ERROR_MESSAGES } from '../../../../shared/errors';
import { useBackend } from '../../backend/use-backend';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { ActionDone } from '../../ui/account-kit/ActionDone';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { NewPasswordFields, STAFF_PASSWORD_WORDING } from '../../ui/account-kit/NewPasswordFields';
import { ResetLinkProblem } from '../../ui/account-kit/ResetLinkProblem';
import { useLinkReset } from '../../ui/account-kit/use-link-reset';

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
    <ResetLinkProblem
      title="Tindakan Akun"
      message={props.message}
      newLink={
        props.message === INVALID_LINK_MESSAGE
          ? { to: '/forgot-password', label: 'Minta Tautan Baru' }
          : undefined
      }
      loginPath="/login"
    />
  );
}

function ResetPasswordForm(props: { code: string }) {
  const backend = useBackend();
  const { form, sending, invalid, done } = useLinkReset({
    schema: newPasswordSchema,
    wording: STAFF_PASSWORD_WORDING,
    reset: async (password) => (await backend).auth.resetPassword(props.code, password),
  });

  if (done) {
    return <ActionDone title="Kata Sandi Diubah" message={done} linkLabel="Lanjutkan ke Login" />;
  }
  if (invalid) return <ActionProblem message={invalid} />;

  return (
    <AuthCard title="Atur Ulang Kata Sandi" description="Buat kata sandi baru untuk akun Anda.">
      <AccountForm {...sending} submitLabel="Simpan Kata Sandi">
        <NewPasswordFields form={form} wording={STAFF_PASSWORD_WORDING} label="Kata Sandi Baru" />
      </AccountForm>
    </AuthCard>
  );
}
