import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TrusteeApi } from '../../backend/trustee-api';
import { focusFirstError, showBackendError } from '../../ui/forms/form-helpers';
import { EmailField } from '../../ui/account-kit/AccountFields';
import { AuthCard } from '../../ui/account-kit/AuthCard';
import { FormAlert } from '../../ui/forms/FormAlert';
import { workspacePath } from './wali-paths';
import { WALI_TEXT as T } from './wali-text';
import { useSmallForm } from '../../ui/forms/use-small-form';

/**
 * /wali/masuk on a backend whose witnesses sign in with a mailed link (Firebase): opened from the
 * link, it completes the sign-in — at once when this browser remembers the address it asked the
 * link for, else after the witness types it (Firebase requires the address with the link, so a
 * link forwarded to someone else does not sign them in). It also mails a new link for the
 * election and position the address names, when the old one expired or went missing.
 */
export function WitnessLinkSignIn(props: { trustees: TrusteeApi }) {
  const { trustees } = props;
  const navigate = useNavigate();
  const [href] = useState(() => window.location.href);
  const [link] = useState(() => trustees.witnessLink(href));
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [automatic, setAutomatic] = useState(Boolean(link?.masuk && link.email));
  const form = useSmallForm({
    initialValues: { email: link?.email ?? '' },
    validate: { email: (value) => (value.trim() === '' ? T.emailRequired : null) },
  });

  const complete = async (email: string) => {
    setError(null);
    setSent(null);
    try {
      const { eventId } = await trustees.completeSignInLink(href, email);
      navigate(workspacePath(eventId), { replace: true });
    } catch (caught) {
      setError(showBackendError(form, caught));
    }
  };

  // Opened from the link in the browser that asked for it: no question to ask. Once only (a
  // link signs in once; a second try, as a development double effect, would fail on it).
  const started = useRef(false);
  const completeRemembered = useEffectEvent(async () => {
    await complete(link?.email ?? '');
    setAutomatic(false);
  });
  useEffect(() => {
    if (!automatic || started.current) return;
    started.current = true;
    void completeRemembered();
  }, [automatic]);

  const signIn = form.onSubmit(
    (values) => complete(values.email.trim()),
    (errors) => focusFirstError(form, errors),
  );

  const sendNew = async () => {
    if (!link || form.validate().hasErrors) return;
    setError(null);
    setSent(null);
    const email = form.getValues().email.trim();
    try {
      await trustees.sendSignInLink(email, link.eventId, link.posisi);
      setSent(T.linkSent(email));
    } catch (caught) {
      setError(showBackendError(form, caught));
    }
  };

  if (!link)
    return (
      <AuthCard title={T.signInTitle} description={T.linkIntro}>
        <Text size="sm">{T.linkMissing}</Text>
      </AuthCard>
    );

  if (automatic)
    return (
      <AuthCard title={T.signInTitle} description={T.linkIntro}>
        <Stack align="center" gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{T.linkSigningIn}</Text>
        </Stack>
      </AuthCard>
    );

  return (
    <AuthCard title={T.signInTitle} description={T.linkIntro}>
      <form onSubmit={signIn} noValidate>
        <Stack gap="md">
          {link.masuk && <Text size="sm">{T.linkEmailPrompt}</Text>}
          <EmailField form={form} label={T.email} autoComplete="username" />
          <FormAlert message={error} />
          {sent && (
            <Alert color="green" role="status">
              {sent}
            </Alert>
          )}
          {link.masuk && (
            <Button type="submit" fullWidth loading={form.submitting}>
              {T.signIn}
            </Button>
          )}
          <Text size="sm" c="dimmed">
            {T.linkNewHint}
          </Text>
          <Button type="button" variant="default" fullWidth onClick={() => void sendNew()}>
            {T.sendLink}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
