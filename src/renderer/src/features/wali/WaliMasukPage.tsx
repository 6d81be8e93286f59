import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useBackend } from '../../backend/use-backend';
import { useBackendQuery } from '../../backend/use-backend-query';
import { EmailField } from '../../ui/account-kit/AccountFields';
import { AccountForm } from '../../ui/account-kit/AccountForm';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { fieldProps } from '../../ui/forms/form-helpers';
import { useAlertingSubmit } from '../../ui/forms/use-alerting-submit';
import { FormAlert } from '../../ui/forms/FormAlert';
import { workspacePath } from './wali-paths';
import { WALI_TEXT as T } from './wali-text';
import { WitnessLinkSignIn } from './WitnessLinkSignIn';
import { useSmallForm } from '../../ui/forms/use-small-form';

/**
 * /wali/masuk (issue 34 items 1 and 6): a witness named trustee signs in and goes to their
 * election's trustee workspace, the way the backend offers (`trustees.witnessSignIn`): with the
 * "Kode Masuk Wali" the committee handed over on the embedded server, with a mailed link on
 * Firebase (WitnessLinkSignIn). A witness has no other account; the session reaches only that
 * election's trustee steps.
 */
export default function WaliMasukPage() {
  // A build for the embedded server knows its way without waiting for the backend, so the page
  // prerendered for visitors without scripts is whole (tests/contract/public-pages.test.ts).
  if (import.meta.env.VITE_BACKEND !== 'firebase') return <WitnessCodeSignIn />;
  return <BackendWitnessSignIn />;
}

/** A Firebase build: the way its backend offers (a mailed link). */
function BackendWitnessSignIn() {
  const trustees = useBackendQuery([], (backend) => Promise.resolve(backend.trustees));
  if (!trustees.value)
    return (
      <AuthCard title={T.signInTitle}>
        <FormAlert message={trustees.error?.message ?? null} />
      </AuthCard>
    );
  return trustees.value.witnessSignIn === 'tautan' ? (
    <WitnessLinkSignIn trustees={trustees.value} />
  ) : (
    <WitnessCodeSignIn />
  );
}

/** The embedded server's way: the e-mail and the code the committee handed over. */
function WitnessCodeSignIn() {
  const backend = useBackend();
  const navigate = useNavigate();
  const form = useSmallForm({
    initialValues: { email: '', kode: '' },
    validate: {
      email: (value) => (value.trim() === '' ? T.emailRequired : null),
      kode: (value) => (value.trim() === '' ? T.codeRequired : null),
    },
  });

  const sending = useAlertingSubmit(form, async (values) => {
    const { eventId } = await (
      await backend
    ).trustees.signIn(values.email.trim(), values.kode.trim());
    navigate(workspacePath(eventId), { replace: true });
  });

  return (
    <AuthCard title={T.signInTitle} description={T.signInIntro}>
      <AccountForm {...sending} submitLabel={T.signIn}>
        <EmailField form={form} label={T.email} autoComplete="username" />
        <TextInput
          label={T.code}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          {...fieldProps(form, 'kode')}
        />
      </AccountForm>
    </AuthCard>
  );
}
