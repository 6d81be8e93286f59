import { SelectField } from '../../ui/forms/SelectField';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { parse } from 'zod/mini';
import { KEMENTERIAN } from '../../../../shared/accounts';
import { registerAdminRequestSchema } from '../../../../shared/auth-api';
import { TEXT_LIMITS } from '../../../../shared/limits';
import { EmailField, FullNameField } from '../../ui/account-kit/AccountFields';
import { AccountFooterLink } from '../../ui/account-kit/AccountFooterLink';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { ActionDone } from '../../ui/account-kit/ActionDone';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { NewPasswordFields, STAFF_PASSWORD_WORDING } from '../../ui/account-kit/NewPasswordFields';
import { fieldProps } from '../../ui/forms/form-helpers';
import { STAFF_TERMS, TermsAgreement } from '../../ui/account-kit/TermsAgreement';
import { useRegistrationForm } from './use-registration-form';

interface RegisterAdminValues {
  namaTampilan: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** '' until one is chosen (the placeholder option), which the schema refuses. */
  kementerian: string;
  catatan: string;
  terms: boolean;
}

const DEFAULTS: RegisterAdminValues = {
  namaTampilan: '',
  email: '',
  password: '',
  confirmPassword: '',
  kementerian: '',
  catatan: '',
  terms: false,
};

// The browser's own list rather than Mantine's Select: that one brings a floating dropdown
// (floating-ui, Popover, ScrollArea, FocusTrap: ~38 KB gzip) into this public page's first load,
// and on a phone the native picker is the better one anyway. The placeholder cannot be chosen back.
const KEMENTERIAN_OPTIONS = [
  { value: '', label: 'Pilih kementerian', disabled: true },
  ...KEMENTERIAN.map((name) => ({ value: name, label: name })),
];

/** /register: an admin of a ministry asks for an account; the master approves it. */
export default function RegisterPage() {
  const { form, sending, sent, keepDraft } = useRegistrationForm({
    draftKey: 'register-admin',
    defaults: DEFAULTS,
    schema: registerAdminRequestSchema,
    personal: (values) => [values.namaTampilan, values.email],
    send: (backend, values) =>
      backend.auth.registerAdmin(
        parse(registerAdminRequestSchema, {
          namaTampilan: values.namaTampilan,
          email: values.email,
          password: values.password,
          kementerian: values.kementerian,
          catatan: values.catatan.trim() || undefined,
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
      title="Daftar Admin"
      description="Untuk pengurus kementerian BEM KM. Akun aktif setelah disetujui Master Admin."
    >
      <AccountForm {...sending} submitLabel="Daftar">
        <FullNameField form={form} path="namaTampilan" />
        <EmailField form={form} autoComplete="email" placeholder="nama@polteknuklir.ac.id" />
        <NewPasswordFields
          form={form}
          wording={STAFF_PASSWORD_WORDING}
          personal={[values.namaTampilan, values.email]}
        />
        <SelectField
          label="Kementerian"
          data={KEMENTERIAN_OPTIONS}
          required
          {...fieldProps(form, 'kementerian')}
        />
        <PlainTextarea
          label="Catatan"
          description="Opsional, mis. jabatan Anda di kementerian."
          minRows={3}
          maxLength={TEXT_LIMITS.registrationNote}
          {...fieldProps(form, 'catatan')}
        />
        <TermsAgreement form={form} terms={STAFF_TERMS} onOpenTerms={keepDraft} />
      </AccountForm>
      <AccountFooterLink question="Sudah punya akun?" to="/login" label="Masuk" />
    </AuthCard>
  );
}
