import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '../../ui/feedback/notify';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { adminHomeLink } from '../../../../shared/admin-menu';
import { loginRequestSchema } from '../../../../shared/auth-api';
import { useSession } from '../../shell/session/SessionProvider';
import { zodValidate } from '../../ui/forms/zod-validate';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { loginNoticeOf } from './login-notice';
import { fieldProps, focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { PasswordField } from './PasswordField';
import { safeRedirectPath } from '../../shell/session/safe-redirect';

interface LoginValues {
  email: string;
  password: string;
}

/** Where a user goes after signing in when no (safe) ?redirect= says otherwise. */
function homeAfterSignIn(user: UserProfile): string {
  return adminHomeLink(user)?.path ?? '/';
}

export default function LoginPage() {
  const { session, signIn } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const notice = loginNoticeOf(useLocation().state);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: zodValidate(loginRequestSchema),
  });

  // While a sign-in is finishing, the session is already signed in but we are about to leave.
  if (session.status === 'signed-in' && !form.submitting) {
    return <AlreadySignedIn user={session.user} />;
  }

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        const user = await signIn(values.email.trim(), values.password);
        notifications.show({ color: 'green', message: `Selamat datang, ${user.namaTampilan}!` });
        navigate(safeRedirectPath(searchParams.get('redirect')) ?? homeAfterSignIn(user), {
          replace: true,
        });
      } catch (caught) {
        setError(showBackendError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
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
}

function AlreadySignedIn(props: { user: UserProfile }) {
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  const home = adminHomeLink(props.user);
  const logout = async () => {
    setLeaving(true);
    try {
      await signOut();
      notifications.show({ message: 'Anda telah keluar.' });
    } finally {
      setLeaving(false);
    }
  };
  return (
    <AuthCard title="Masuk">
      <Text ta="center" mb="lg">
        Anda sudah masuk sebagai <strong>{props.user.namaTampilan}</strong>.
      </Text>
      <Stack gap="sm">
        {home && (
          <Button component={Link} to={home.path} fullWidth>
            {home.label}
          </Button>
        )}
        <Button variant="default" fullWidth loading={leaving} onClick={() => void logout()}>
          Logout
        </Button>
      </Stack>
    </AuthCard>
  );
}
