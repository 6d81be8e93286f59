import { Grid, Stack, Text, Title } from '@mantine/core';
import { useAdminUser } from './admin-context';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DisplayNameForm } from './DisplayNameForm';
import { ProfileCard } from './ProfileCard';

/** /admin/profil (ORIGINAL.md §7.4): one's own photo, display name and password. */
export default function ProfilPage() {
  const user = useAdminUser();
  return (
    <Stack gap="lg" maw={1100}>
      <title>Edit Profil · Admin BEM KM Poltek Nuklir</title>
      <div>
        <Title order={1}>Edit Profil</Title>
        <Text c="dimmed">Perbarui foto, nama tampilan, dan kata sandi akun Anda.</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <DisplayNameForm user={user} />
            <ChangePasswordForm user={user} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
