import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { parse } from 'zod/mini';
import { registerPanitiaRequestSchema } from '../../../../shared/auth-api';
import { ActionDone } from './ActionDone';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { fieldProps } from '../../ui/forms/form-helpers';
import { NewPasswordFields } from './NewPasswordFields';
import { TermsAgreement } from './TermsAgreement';
import { useRegistrationForm } from './use-registration-form';

interface RegisterPanitiaValues {
  namaTampilan: string;
  organisasi: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

const DEFAULTS: RegisterPanitiaValues = {
  namaTampilan: '',
  organisasi: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

/** /register-panitia: an election committee of an organisation asks for an account. */
export default function RegisterPanitiaPage() {
  const { form, submit, error, sent, keepDraft } = useRegistrationForm({
    draftKey: 'register-panitia',
    defaults: DEFAULTS,
    schema: registerPanitiaRequestSchema,
    personal: (values) => [values.namaTampilan, values.organisasi, values.email],
    send: (backend, values) =>
      backend.auth.registerPanitia(
        parse(registerPanitiaRequestSchema, {
          namaTampilan: values.namaTampilan,
          organisasi: values.organisasi,
          email: values.email,
          password: values.password,
        }),
      ),
  });

  if (sent) {
    return (
      <ActionDone
        title="Pendaftaran Terkirim"
        message={sent}
        linkLabel="Kembali ke halaman masuk"
      />
    );
  }

  const values = form.getValues();
  return (
    <AuthCard
      title="Daftar Panitia Pemilihan"
      description="Untuk panitia pemilihan ormawa. Akun aktif setelah disetujui Master Admin."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nama Lengkap"
            autoComplete="name"
            required
            {...fieldProps(form, 'namaTampilan')}
          />
          <TextInput
            label="Organisasi"
            description="Nama ormawa atau kepanitiaan yang Anda wakili."
            autoComplete="organization"
            required
            {...fieldProps(form, 'organisasi')}
          />
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="nama@polteknuklir.ac.id"
            required
            {...fieldProps(form, 'email')}
          />
          <NewPasswordFields
            form={form}
            personal={[values.namaTampilan, values.organisasi, values.email]}
          />
          <TermsAgreement form={form} onOpenTerms={keepDraft} />
          <FormAlert message={error} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Daftar
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        Sudah punya akun?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Masuk
        </Anchor>
      </Text>
    </AuthCard>
  );
}
