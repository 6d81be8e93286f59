import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '../../ui/feedback/notify';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { loginRequestSchema } from '../../../../shared/auth-api';
import { useSession } from '../../shell/session/SessionProvider';
import { zodValidate } from '../../ui/forms/zod-validate';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { loginNoticeOf } from './login-notice';
import { fieldProps, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { PasswordField } from './PasswordField';
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
  const [error, setError] = useState<string | null>(null);
  const form = useSmallForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: zodValidate(loginRequestSchema),
  });

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      // Fetched while the credentials are checked, not after.
      void loadAdminMenu();
      try {
        const user = await signIn(values.email.trim(), values.password);
        notifications.show({ color: 'green', message: `Selamat datang, ${user.namaTampilan}!` });
        navigate(safeRedirectPath(searchParams.get('redirect')) ?? (await homeAfterSignIn(user)), {
          replace: true,
        });
      } catch (caught) {
        setError(showBackendError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  const signInForm = (
    <AuthCard title="Masuk" description="Masuk ke portal BEM KM Poltek Nuklir.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {notice && (
            <Alert color="yellow" role="status">
              {notice}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder="nama@polteknuklir.ac.id"
            required
            {...fieldProps(form, 'email')}
          />
          <div>
            <PasswordField
              label="Kata Sandi"
              autoComplete="current-password"
              required
              {...fieldProps(form, 'password')}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to="/forgot-password" size="sm">
                Lupa kata sandi?
              </Anchor>
            </Group>
          </div>
          <FormAlert message={error} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Masuk
          </Button>
        </Stack>
      </form>
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
