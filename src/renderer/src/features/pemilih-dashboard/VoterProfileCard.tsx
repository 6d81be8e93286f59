import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { VoterProfile } from '../../../../shared/evoting/voter';

/** The first letter of the name, as ORIGINAL.md §3.6's card shows without a photo. */
export const initialOf = (name: string): string => [...name.trim()][0]?.toUpperCase() ?? '?';

/** The voter's card on their dashboard: photo (or initial), name, programme, email, NIM. */
export function VoterProfileCard(props: { voter: VoterProfile }) {
  const { voter } = props;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label="Profil pemilih">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar
          src={voter.foto}
          alt={voter.foto ? `Foto ${voter.namaLengkap}` : undefined}
          size={72}
          radius="xl"
          color="navy"
        >
          {initialOf(voter.namaLengkap)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {voter.namaLengkap}
          </Text>
          <Text size="sm">{voter.prodi}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {voter.email}
          </Text>
          <Text size="sm" c="dimmed">
            NIM: {voter.nim}
          </Text>
          <Anchor component={Link} to="/profil-pemilih" size="sm" fw={600} mt={4}>
            Edit Profil
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
}
