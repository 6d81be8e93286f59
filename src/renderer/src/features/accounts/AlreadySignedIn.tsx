import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import { adminHomeLink } from '../../../../shared/admin-menu';
import { useSession } from '../../shell/session/SessionProvider';
import { notifications } from '../../ui/feedback/notify';
import { AuthCard } from '../../ui/account-kit/AuthCard';

/** /login for someone already signed in: on to their panel, or Logout. */
export function AlreadySignedIn(props: { user: UserProfile }) {
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  const home = adminHomeLink(props.user);
  const logout = async () => {
    setLeaving(true);
    try {
      await signOut();
      notifications.show({ message: 'Anda telah keluar.' });
    } finally {
      setLeaving(false);
    }
  };
  return (
    <AuthCard title="Masuk">
      <Text ta="center" mb="lg">
        Anda sudah masuk sebagai <strong>{props.user.namaTampilan}</strong>.
      </Text>
      <Stack gap="sm">
        {home && (
          <Button component={Link} to={home.path} fullWidth>
            {home.label}
          </Button>
        )}
        <Button variant="default" fullWidth loading={leaving} onClick={() => void logout()}>
          Logout
        </Button>
      </Stack>
    </AuthCard>
  );
}
