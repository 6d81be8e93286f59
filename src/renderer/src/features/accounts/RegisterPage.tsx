import { Anchor, Button, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { parse } from 'zod/mini';
import { KEMENTERIAN } from '../../../../shared/accounts';
import { registerAdminRequestSchema } from '../../../../shared/auth-api';
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

interface RegisterAdminValues {
  namaTampilan: string;
  email: string;
  password: string;
  confirmPassword: string;
  kementerian: string | null;
  catatan: string;
  terms: boolean;
}

const DEFAULTS: RegisterAdminValues = {
  namaTampilan: '',
  email: '',
  password: '',
  confirmPassword: '',
  kementerian: null,
  catatan: '',
  terms: false,
};

const KEMENTERIAN_OPTIONS = [...KEMENTERIAN];

/** /register: an admin of a ministry asks for an account; the master approves it. */
export default function RegisterPage() {
  const backend = useBackend();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<RegisterAdminValues>({
    initialValues: restoreDraft('register-admin', DEFAULTS),
    validate: combineValidators<RegisterAdminValues>(
      zodValidate(registerAdminRequestSchema),
      passwordConfirmation,
      termsAccepted,
    ),
  });
  const keepDraft = useFormDraft('register-admin', form, ['password', 'confirmPassword']);
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
      const weak = await weakPasswordError(values.password, [values.namaTampilan, values.email]);
      if (weak) {
        form.setFieldError('password', weak);
        focusFirstError(form, { password: weak });
        return;
      }
      try {
        const request = parse(registerAdminRequestSchema, {
          namaTampilan: values.namaTampilan,
          email: values.email,
          password: values.password,
          kementerian: values.kementerian,
          catatan: values.catatan.trim() || undefined,
        });
        const message = await (await backend).auth.registerAdmin(request);
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
      title="Daftar Admin"
      description="Untuk pengurus kementerian BEM KM. Akun aktif setelah disetujui Master Admin."
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
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="nama@polteknuklir.ac.id"
            required
            {...fieldProps(form, 'email')}
          />
          <NewPasswordFields form={form} personal={[values.namaTampilan, values.email]} />
          <Select
            label="Kementerian"
            placeholder="Pilih kementerian"
            data={KEMENTERIAN_OPTIONS}
            allowDeselect={false}
            required
            {...fieldProps(form, 'kementerian')}
          />
          <Textarea
            label="Catatan"
            description="Opsional, mis. jabatan Anda di kementerian."
            rows={3}
            resize="vertical"
            maxLength={500}
            {...fieldProps(form, 'catatan')}
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
