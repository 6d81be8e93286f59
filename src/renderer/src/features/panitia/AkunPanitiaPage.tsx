import { Stack, Text, Title } from '@mantine/core';
import { ChangePasswordForm } from '../admin-shell/ChangePasswordForm';
import { DisplayNameForm } from '../admin-shell/DisplayNameForm';
import { usePanitia } from './panitia-context';

/**
 * Akun Saya (ORIGINAL.md §3.9 Edit Profil): the committee account's own name and password,
 * through the same profile calls as /admin/profil (the backend lets any signed-in account change
 * its own, and nothing else).
 */
export default function AkunPanitiaPage() {
  const { user, election } = usePanitia();
  return (
    <Stack gap="lg" maw={720}>
      <title>{`Akun Saya · Panitia ${election.nama}`}</title>
      <div>
        <Title order={1}>Akun Saya</Title>
        <Text c="dimmed">Nama tampilan dan kata sandi akun panitia Anda ({user.email}).</Text>
      </div>
      <DisplayNameForm user={user} />
      <ChangePasswordForm user={user} />
    </Stack>
  );
}
