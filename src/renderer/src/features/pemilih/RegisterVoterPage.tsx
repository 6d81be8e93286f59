import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
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
import { CheckboxField } from '../../ui/forms/CheckboxField';
import {
  checkboxProps,
  combineValidators,
  fieldProps,
  focusFirstError,
} from '../../ui/forms/form-helpers';
import { SelectField } from '../../ui/forms/SelectField';
import { useSmallForm } from '../../ui/forms/use-small-form';
import { zodValidate } from '../../ui/forms/zod-validate';
import { AuthCard } from '../accounts/AuthCard';
import { restoreDraft, useFormDraft } from '../accounts/form-draft';
import { FormAlert } from '../accounts/FormAlert';
import { useVoter, VOTER_HOME_PATH, VOTER_LOGIN_PATH } from './use-voter';
import { showVoterError } from './voter-form-errors';
import {
  VoterPasswordFields,
  voterPasswordConfirmation,
  voterWeakPassword,
} from './VoterPasswordFields';

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
  const { pathname } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useSmallForm<RegisterVoterValues>({
    initialValues: restoreDraft(DRAFT_KEY, DEFAULTS),
    validateInputOnBlur: true,
    validate: combineValidators<RegisterVoterValues>(
      zodValidate(voterRegistrationSchema),
      nimRule,
      voterPasswordConfirmation,
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

  const submit = form.onSubmit(
    async (sent) => {
      setError(null);
      const weak = await voterWeakPassword(sent.password, personal);
      if (weak) {
        form.setFieldError('password', weak);
        focusFirstError(form, { password: weak });
        return;
      }
      try {
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
      } catch (caught) {
        const fieldless =
          !(caught instanceof BackendError) ||
          ['INTERNAL', 'INVALID_RESPONSE'].includes(caught.code);
        const message = showVoterError(form, caught);
        setError(fieldless ? VOTER_MESSAGES.registerFailed : message);
      }
    },
    (errors) => focusFirstError(form, errors),
  );

  return (
    <AuthCard
      title="Daftar sebagai Pemilih"
      description="Buat akun pemilih E-Voting BEM KM Poltek Nuklir dengan data sesuai KTM Anda."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nama Lengkap"
            description="Sesuai KTM"
            autoComplete="name"
            required
            {...fieldProps(form, 'namaLengkap')}
          />
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
          <TextInput
            label="Email Mahasiswa"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="nama@mahasiswa.polteknuklir.ac.id"
            required
            {...fieldProps(form, 'email')}
          />
          <VoterPasswordFields form={form} personal={personal} />
          <CheckboxField
            label={
              <>
                Saya menyetujui{' '}
                <Anchor
                  component={Link}
                  to="/terms-pemilih"
                  state={{ from: pathname }}
                  onClick={keepDraft}
                  inherit
                >
                  syarat &amp; ketentuan pemilih
                </Anchor>
              </>
            }
            {...checkboxProps(form, 'setujuSyarat')}
          />
          <FormAlert message={error} />
          <Button type="submit" fullWidth loading={form.submitting}>
            Daftar
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center" mt="lg">
        Sudah punya akun pemilih?{' '}
        <Anchor component={Link} to={VOTER_LOGIN_PATH} fw={600}>
          Masuk
        </Anchor>
      </Text>
    </AuthCard>
  );
}
