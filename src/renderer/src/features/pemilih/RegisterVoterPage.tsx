import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { parse } from 'zod/mini';
import {
  isProdi,
  NIM_MESSAGES,
  NIM_PATTERN,
  nimProblem,
  PRODI,
} from '../../../../shared/evoting/prodi';
import { VOTER_MESSAGES, voterRegistrationSchema } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import { notifications } from '../../ui/feedback/notify';
import { combineValidators, fieldProps, showFieldError } from '../../ui/forms/form-helpers';
import { SelectField } from '../../ui/forms/SelectField';
import { useSmallForm } from '../../ui/forms/use-small-form';
import { zodValidate } from '../../ui/forms/zod-validate';
import { EmailField, FullNameField } from '../../ui/account-kit/AccountFields';
import { AccountFooterLink } from '../../ui/account-kit/AccountFooterLink';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { TermsAgreement } from '../../ui/account-kit/TermsAgreement';
import { restoreDraft, useFormDraft } from '../../ui/account-kit/form-draft';
import {
  NewPasswordFields,
  passwordConfirmation,
  weakPassword,
} from '../../ui/account-kit/NewPasswordFields';
import { useAlertingSubmit } from '../../ui/forms/use-alerting-submit';
import { useVoter, VOTER_HOME_PATH, VOTER_LOGIN_PATH } from './use-voter';
import { showVoterError } from './voter-form-errors';
import { VOTER_PASSWORD_WORDING } from './voter-password';

interface RegisterVoterValues {
  namaLengkap: string;
  nim: string;
  /** '' until one is chosen (the placeholder option): "Silakan pilih Program Studi Anda." */
  prodi: string;
  email: string;
  password: string;
  confirmPassword: string;
  setujuSyarat: boolean;
}

const DEFAULTS: RegisterVoterValues = {
  namaLengkap: '',
  nim: '',
  prodi: '',
  email: '',
  password: '',
  confirmPassword: '',
  setujuSyarat: false,
};
const DRAFT_KEY = 'register-pemilih';
const VOTER_TERMS = {
  path: 'setujuSyarat',
  to: '/terms-pemilih',
  label: 'syarat & ketentuan pemilih',
} as const;

const PRODI_OPTIONS = [
  { value: '', label: 'Pilih Program Studi', disabled: true },
  ...PRODI.map((prodi) => ({ value: prodi, label: prodi })),
];

/**
 * The NIM rule as the student types (ORIGINAL.md §3.5): nine digits, and once a programme is
 * chosen, its prefix. Cheap, so it runs on every change of either field; the server checks again.
 */
function nimRule(values: RegisterVoterValues): Record<string, string> {
  const nim = values.nim.trim();
  if (!NIM_PATTERN.test(nim)) return { nim: NIM_MESSAGES.format };
  const problem = isProdi(values.prodi) ? nimProblem(nim, values.prodi) : null;
  return problem ? { nim: problem } : {};
}

/** /register-pemilih: a student becomes a voter (EVOTING.md "Voter roll"); signed in at once. */
export default function RegisterVoterPage() {
  const { register } = useVoter();
  const navigate = useNavigate();
  const form = useSmallForm<RegisterVoterValues>({
    initialValues: restoreDraft(DRAFT_KEY, DEFAULTS),
    validateInputOnBlur: true,
    validate: combineValidators<RegisterVoterValues>(
      zodValidate(voterRegistrationSchema),
      nimRule,
      passwordConfirmation(VOTER_PASSWORD_WORDING),
    ),
    onValuesChange: (values, previous) => {
      // The prefix message appears with the ninth digit or the programme, not on blur only.
      if (
        (values.nim !== previous.nim || values.prodi !== previous.prodi) &&
        values.nim.length >= 9
      )
        form.validateField('nim');
      if (values.confirmPassword && values.password !== previous.password)
        form.validateField('confirmPassword');
    },
  });
  const keepDraft = useFormDraft(DRAFT_KEY, form, ['password', 'confirmPassword']);
  const values = form.getValues();
  const personal = [values.namaLengkap, values.email, values.nim];

  const sending = useAlertingSubmit(
    form,
    async (sent) => {
      const weak = await weakPassword(VOTER_PASSWORD_WORDING, sent.password, personal);
      if (weak) return showFieldError(form, 'password', weak);
      const voter = await register(
        parse(voterRegistrationSchema, {
          namaLengkap: sent.namaLengkap,
          nim: sent.nim,
          prodi: sent.prodi,
          email: sent.email,
          password: sent.password,
          setujuSyarat: sent.setujuSyarat,
        }),
      );
      notifications.show({
        color: 'green',
        message: `Registrasi berhasil! Selamat datang, ${voter.namaLengkap}.`,
      });
      navigate(VOTER_HOME_PATH, { replace: true });
    },
    (caught) => {
      const fieldless =
        !(caught instanceof BackendError) || ['INTERNAL', 'INVALID_RESPONSE'].includes(caught.code);
      const message = showVoterError(form, caught);
      return fieldless ? VOTER_MESSAGES.registerFailed : message;
    },
  );

  return (
    <AuthCard
      title="Daftar sebagai Pemilih"
      description="Buat akun pemilih E-Voting BEM KM Poltek Nuklir dengan data sesuai KTM Anda."
    >
      <AccountForm {...sending} submitLabel="Daftar">
        <FullNameField form={form} path="namaLengkap" description="Sesuai KTM" />
        <TextInput
          label="NIM"
          description="9 digit angka, diawali kode program studi."
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          {...fieldProps(form, 'nim')}
        />
        <SelectField
          label="Program Studi"
          data={PRODI_OPTIONS}
          required
          {...fieldProps(form, 'prodi')}
        />
        <EmailField
          form={form}
          label="Email Mahasiswa"
          autoComplete="email"
          placeholder="nama@mahasiswa.polteknuklir.ac.id"
        />
        <NewPasswordFields form={form} wording={VOTER_PASSWORD_WORDING} personal={personal} />
        <TermsAgreement form={form} terms={VOTER_TERMS} onOpenTerms={keepDraft} />
      </AccountForm>
      <AccountFooterLink question="Sudah punya akun pemilih?" to={VOTER_LOGIN_PATH} label="Masuk" />
    </AuthCard>
  );
}
