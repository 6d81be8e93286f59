import { forgotPasswordRequestSchema } from '../../../../shared/auth-api';
import { useBackend } from '../../backend/use-backend';
import { EmailField } from '../../ui/account-kit/AccountFields';
import { AccountFooterLink } from '../../ui/account-kit/AccountFooterLink';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { ActionDone } from '../../ui/account-kit/ActionDone';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { useEmailRequest } from '../../ui/account-kit/use-email-request';

/**
 * /forgot-password. The answer is the same whether or not the email has an account, so the page
 * cannot be used to find out who is registered.
 */
export default function ForgotPasswordPage() {
  const backend = useBackend();
  const { form, sending, sent } = useEmailRequest({
    schema: forgotPasswordRequestSchema,
    request: async (email) => (await backend).auth.requestPasswordReset(email),
  });

  if (sent) {
    return (
      <ActionDone title="Cek Email Anda" message={sent} linkLabel="Kembali ke halaman masuk" />
    );
  }

  return (
    <AuthCard
      title="Lupa Kata Sandi"
      description="Masukkan email akun Anda. Kami akan mengirim tautan untuk mengatur ulang kata sandi."
    >
      <AccountForm {...sending} submitLabel="Kirim Tautan">
        <EmailField form={form} autoComplete="email" placeholder="nama@polteknuklir.ac.id" />
      </AccountForm>
      <AccountFooterLink to="/login" label="Kembali ke halaman masuk" />
    </AuthCard>
  );
}
