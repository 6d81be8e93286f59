import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { voterLoginSchema } from '../../../../shared/evoting/voter';
import { safeRedirectPath } from '../../shell/session/safe-redirect';
import { EmailField } from '../../ui/account-kit/AccountFields';
import { AccountFooterLink } from '../../ui/account-kit/AccountFooterLink';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { SignInPasswordField } from '../../ui/account-kit/SignInPasswordField';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { notifications } from '../../ui/feedback/notify';
import { useAlertingSubmit } from '../../ui/forms/use-alerting-submit';
import { useSmallForm } from '../../ui/forms/use-small-form';
import { zodValidate } from '../../ui/forms/zod-validate';
import { useVoter, VOTER_HOME_PATH } from './use-voter';
import { showVoterError } from './voter-form-errors';

/** /login-pemilih (ORIGINAL.md §3.4): Email, Password (show/hide), "Lupa Password?". */
export default function LoginVoterPage() {
  const { session, signIn } = useVoter();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useSmallForm({
    initialValues: { email: '', password: '' },
    validate: zodValidate(voterLoginSchema),
  });
  const target = safeRedirectPath(searchParams.get('redirect')) ?? VOTER_HOME_PATH;
  const sending = useAlertingSubmit(
    form,
    async (values) => {
      const voter = await signIn(values.email.trim(), values.password);
      notifications.show({ color: 'green', message: `Selamat datang, ${voter.namaLengkap}!` });
      navigate(target, { replace: true });
    },
    (caught) => showVoterError(form, caught),
  );

  // Already signed in as a voter (and not in the middle of signing in): on to the dashboard.
  if (session.status === 'signed-in' && !form.submitting) return <Navigate to={target} replace />;

  return (
    <AuthCard title="Portal Pemilih" description="Masuk untuk mengikuti pemilihan E-Voting BEM KM.">
      <AccountForm {...sending} submitLabel="Masuk">
        <EmailField
          form={form}
          autoComplete="username"
          placeholder="nama@mahasiswa.polteknuklir.ac.id"
        />
        <SignInPasswordField
          form={form}
          label="Password"
          forgot={{ to: '/lupa-sandi-pemilih', label: 'Lupa Password?' }}
        />
      </AccountForm>
      <AccountFooterLink
        question="Belum punya akun pemilih?"
        to="/register-pemilih"
        label="Daftar sebagai Pemilih"
      />
    </AuthCard>
  );
}
