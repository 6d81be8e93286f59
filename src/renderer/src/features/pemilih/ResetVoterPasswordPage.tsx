import { useSearchParams } from 'react-router-dom';
import { pick, safeParse } from 'zod/mini';
import { API_ERROR_MESSAGES } from '../../../../shared/errors';
import { voterResetPasswordSchema } from '../../../../shared/evoting/voter';
import { useBackend } from '../../backend/use-backend';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { ActionDone } from '../../ui/account-kit/ActionDone';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { NewPasswordFields } from '../../ui/account-kit/NewPasswordFields';
import { ResetLinkProblem } from '../../ui/account-kit/ResetLinkProblem';
import { useLinkReset } from '../../ui/account-kit/use-link-reset';
import { VOTER_LOGIN_PATH } from './use-voter';
import { VOTER_PASSWORD_WORDING } from './voter-password';

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
    <ResetLinkProblem
      title="Reset Password"
      message={props.message}
      newLink={{ to: '/lupa-sandi-pemilih', label: 'Minta Link Baru' }}
      loginPath={VOTER_LOGIN_PATH}
    />
  );
}

function NewPasswordForm(props: { token: string }) {
  const backend = useBackend();
  const { form, sending, invalid, done } = useLinkReset({
    schema: newPasswordSchema,
    wording: VOTER_PASSWORD_WORDING,
    reset: async (password) => (await backend).voters.resetPassword(props.token, password),
  });

  if (invalid) return <LinkProblem message={invalid} />;
  if (done) {
    return (
      <ActionDone
        title="Password Diubah"
        message={done}
        linkLabel="Lanjutkan ke Login"
        to={VOTER_LOGIN_PATH}
      />
    );
  }

  return (
    <AuthCard title="Reset Password" description="Buat password baru untuk akun pemilih Anda.">
      <AccountForm {...sending} submitLabel="Simpan Password">
        <NewPasswordFields form={form} wording={VOTER_PASSWORD_WORDING} label="Password Baru" />
      </AccountForm>
    </AuthCard>
  );
}
