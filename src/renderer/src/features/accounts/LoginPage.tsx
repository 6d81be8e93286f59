import { Alert, Anchor, Group, Text } from '@mantine/core';
import { notifications } from '../../ui/feedback/notify';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { loginRequestSchema } from '../../../../shared/auth-api';
import { useSession } from '../../shell/session/SessionProvider';
import { zodValidate } from '../../ui/forms/zod-validate';
import { EmailField } from '../../ui/account-kit/AccountFields';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { SignInPasswordField } from '../../ui/account-kit/SignInPasswordField';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { useAlertingSubmit } from '../../ui/forms/use-alerting-submit';
import { loginNoticeOf } from './login-notice';
import { safeRedirectPath } from '../../shell/session/safe-redirect';
import { useSmallForm } from '../../ui/forms/use-small-form';

interface LoginValues {
  email: string;
  password: string;
}

// The menu of each role, and the screen for someone already signed in, are needed only once
// someone is signed in: not in the code of the sign-in form.
const loadAdminMenu = () => import('../../../../shared/admin-menu');
const AlreadySignedIn = lazy(() =>
  import('./AlreadySignedIn').then((m) => ({ default: m.AlreadySignedIn })),
);

/** Where a user goes after signing in when no (safe) ?redirect= says otherwise. */
async function homeAfterSignIn(user: UserProfile): Promise<string> {
  const { adminHomeLink } = await loadAdminMenu();
  return adminHomeLink(user)?.path ?? '/';
}

export default function LoginPage() {
  const { session, signIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = loginNoticeOf(useLocation().state);
  const form = useSmallForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: zodValidate(loginRequestSchema),
  });

  const sending = useAlertingSubmit(form, async (values) => {
    // Fetched while the credentials are checked, not after.
    void loadAdminMenu();
    const user = await signIn(values.email.trim(), values.password);
    notifications.show({ color: 'green', message: `Selamat datang, ${user.namaTampilan}!` });
    navigate(safeRedirectPath(searchParams.get('redirect')) ?? (await homeAfterSignIn(user)), {
      replace: true,
    });
  });

  const signInForm = (
    <AuthCard title="Masuk" description="Masuk ke portal BEM KM Poltek Nuklir.">
      <AccountForm {...sending} submitLabel="Masuk">
        {notice && (
          <Alert color="yellow" role="status">
            {notice}
          </Alert>
        )}
        <EmailField form={form} autoComplete="username" placeholder="nama@polteknuklir.ac.id" />
        <SignInPasswordField
          form={form}
          label="Kata Sandi"
          forgot={{ to: '/forgot-password', label: 'Lupa kata sandi?' }}
        />
      </AccountForm>
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        Belum punya akun?
      </Text>
      <Group justify="center" gap="lg" mt={4}>
        <Anchor component={Link} to="/register" size="sm" fw={600}>
          Daftar Admin
        </Anchor>
        <Anchor component={Link} to="/register-panitia" size="sm" fw={600}>
          Daftar Panitia
        </Anchor>
      </Group>
    </AuthCard>
  );

  // While a sign-in is finishing, the session is already signed in but we are about to leave.
  if (session.status === 'signed-in' && !form.submitting) {
    // The form stays while that screen's code arrives, as it stood while the session loaded.
    return (
      <Suspense fallback={signInForm}>
        <AlreadySignedIn user={session.user} />
      </Suspense>
    );
  }
  return signInForm;
}
