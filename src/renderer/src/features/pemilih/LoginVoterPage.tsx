import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { voterLoginSchema } from '../../../../shared/evoting/voter';
import { safeRedirectPath } from '../../shell/session/safe-redirect';
import { notifications } from '../../ui/feedback/notify';
import { fieldProps, focusFirstError } from '../../ui/forms/form-helpers';
import { zodValidate } from '../../ui/forms/zod-validate';
import { AuthCard } from '../accounts/AuthCard';
import { FormAlert } from '../accounts/FormAlert';
import { PasswordField } from '../accounts/PasswordField';
import { useVoter, VOTER_HOME_PATH } from './use-voter';
import { showVoterError } from './voter-form-errors';
import { useSmallForm } from '../../ui/forms/use-small-form';

/** /login-pemilih (ORIGINAL.md §3.4): Email, Password (show/hide), "Lupa Password?". */
export default function LoginVoterPage() {
  const { session, signIn } = useVoter();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const form = useSmallForm({
    initialValues: { email: '', password: '' },
    validate: zodValidate(voterLoginSchema),
  });
  const target = safeRedirectPath(searchParams.get('redirect')) ?? VOTER_HOME_PATH;

  // Already signed in as a voter (and not in the middle of signing in): on to the dashboard.
  if (session.status === 'signed-in' && !form.submitting) return <Navigate to={target} replace />;

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      try {
        const voter = await signIn(values.email.trim(), values.password);
        notifications.show({ color: 'green', message: `Selamat datang, ${voter.namaLengkap}!` });
        navigate(target, { replace: true });
      } catch (caught) {
        setError(showVoterError(form, caught));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthCard title="Portal Pemilih" description="Masuk untuk mengikuti pemilihan E-Voting BEM KM.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="username"
            placeholder="nama@mahasiswa.polteknuklir.ac.id"
            required
            {...fieldProps(form, 'email')}
          />
          <div>
            <PasswordField
              label="Password"
              autoComplete="current-password"
              required
              {...fieldProps(form, 'password')}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to="/lupa-sandi-pemilih" size="sm">
                Lupa Password?
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
        Belum punya akun pemilih?{' '}
        <Anchor component={Link} to="/register-pemilih" fw={600}>
          Daftar sebagai Pemilih
        </Anchor>
      </Text>
    </AuthCard>
  );
}
