import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { VOTER_MESSAGES, voterForgotPasswordSchema } from '../../../../shared/evoting/voter';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { EmailField } from '../../ui/account-kit/AccountFields';
import { AccountFooterLink } from '../../ui/account-kit/AccountFooterLink';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { showFieldError } from '../../ui/forms/form-helpers';
import { useEmailRequest } from '../../ui/account-kit/use-email-request';
import { VOTER_LOGIN_PATH } from './use-voter';

/** Failures the voter can act on keep their own message; anything else is SPEC.md §8's. */
const OWN_MESSAGE = new Set(['RATE_LIMITED', 'NETWORK', 'VALIDATION']);

/**
 * /lupa-sandi-pemilih (SPEC.md §2, §5, §8): the email must be a voter's ('Alamat email tidak
 * terdaftar sebagai akun pemilih.'); on success 'Link reset password berhasil dikirim…'.
 */
export default function ForgotVoterPasswordPage() {
  const backend = useBackend();
  const { form, sending, sent } = useEmailRequest({
    schema: voterForgotPasswordSchema,
    request: async (email) => (await backend).voters.requestPasswordReset(email),
    explain: (caught, form) => {
      const onField = caught instanceof BackendError ? caught.fields?.['email'] : undefined;
      if (onField) {
        showFieldError(form, 'email', onField);
        return null;
      }
      return caught instanceof BackendError && OWN_MESSAGE.has(caught.code)
        ? caught.message
        : VOTER_MESSAGES.resetFailed;
    },
  });

  return (
    <AuthCard
      title="Lupa Password"
      description="Masukkan email akun pemilih Anda. Kami akan mengirim link untuk mengatur ulang password."
    >
      {sent ? (
        <Alert color="green" role="status" icon={<IconCircleCheck size={18} aria-hidden />}>
          {sent}
        </Alert>
      ) : (
        <AccountForm {...sending} submitLabel="Kirim Link Reset">
          <EmailField
            form={form}
            autoComplete="email"
            placeholder="nama@mahasiswa.polteknuklir.ac.id"
          />
        </AccountForm>
      )}
      <AccountFooterLink to={VOTER_LOGIN_PATH} label="Kembali ke halaman masuk" />
    </AuthCard>
  );
}
