import { TextInput } from '@mantine/core';
import { parse } from 'zod/mini';
import { registerPanitiaRequestSchema } from '../../../../shared/auth-api';
import { EmailField, FullNameField } from '../../ui/account-kit/AccountFields';
import { AccountFooterLink } from '../../ui/account-kit/AccountFooterLink';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { ActionDone } from '../../ui/account-kit/ActionDone';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { NewPasswordFields, STAFF_PASSWORD_WORDING } from '../../ui/account-kit/NewPasswordFields';
import { fieldProps } from '../../ui/forms/form-helpers';
import { STAFF_TERMS, TermsAgreement } from '../../ui/account-kit/TermsAgreement';
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
  const { form, sending, sent, keepDraft } = useRegistrationForm({
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
      <AccountForm {...sending} submitLabel="Daftar">
        <FullNameField form={form} path="namaTampilan" />
        <TextInput
          label="Organisasi"
          description="Nama ormawa atau kepanitiaan yang Anda wakili."
          autoComplete="organization"
          required
          {...fieldProps(form, 'organisasi')}
        />
        <EmailField form={form} autoComplete="email" placeholder="nama@polteknuklir.ac.id" />
        <NewPasswordFields
          form={form}
          wording={STAFF_PASSWORD_WORDING}
          personal={[values.namaTampilan, values.organisasi, values.email]}
        />
        <TermsAgreement form={form} terms={STAFF_TERMS} onOpenTerms={keepDraft} />
      </AccountForm>
      <AccountFooterLink question="Sudah punya akun?" to="/login" label="Masuk" />
    </AuthCard>
  );
}
