import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { parse } from 'zod/mini';
import { registerPanitiaRequestSchema } from '../../../../shared/auth-api';
import { useBackend } from '../../backend/use-backend';
import { zodValidate } from '../../ui/forms/zod-validate';
import { ActionDone } from './ActionDone';
import { AuthCard } from './AuthCard';
import { FormAlert } from './FormAlert';
import { restoreDraft, useFormDraft } from './form-draft';
import {
  combineValidators,
  fieldProps,
  focusFirstError,
  passwordConfirmation,
  showBackendError,
} from './form-helpers';
import { NewPasswordFields } from './NewPasswordFields';
import { preloadPasswordStrength, weakPasswordError } from './password-strength';
import { TermsAgreement, termsAccepted } from './TermsAgreement';

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
  const backend = useBackend();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<RegisterPanitiaValues>({
    initialValues: restoreDraft('register-panitia', DEFAULTS),
    validate: combineValidators<RegisterPanitiaValues>(
      zodValidate(registerPanitiaRequestSchema),
      passwordConfirmation,
      termsAccepted,
    ),
  });
  const keepDraft = useFormDraft('register-panitia', form, ['password', 'confirmPassword']);
  useEffect(preloadPasswordStrength, []);

  if (sent) {
    return (
      <ActionDone
        title="Pendaftaran Terkirim"
        message={sent}
        linkLabel="Kembali ke halaman masuk"
      />
    );
  }

  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      const personal = [values.namaTampilan, values.organisasi, values.email];
      const weak = await weakPasswordError(values.password, personal);
      if (weak) {
        form.setFieldError('password', weak);
        focusFirstError(form, { password: weak });
        return;
      }
      try {
        const request = parse(registerPanitiaRequestSchema, {
          namaTampilan: values.namaTampilan,
          organisasi: values.organisasi,
          email: values.email,
          password: values.password,
        });
        const message = await (await backend).auth.registerPanitia(request);
        setSent(message);
      } catch (caught) {
        setError(showBackendError(form, caught, { EMAIL_TAKEN: 'email' }));
      }
    },
    (errors) => focusFirstError(form, errors),
  );

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
