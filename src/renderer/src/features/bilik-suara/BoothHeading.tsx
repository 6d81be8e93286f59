import { Group, Stack, Text, Title } from '@mantine/core';
import type { PublicElection } from '../../../../shared/evoting/election';
import { Countdown } from '../evoting/Countdown';
import { countdownTarget } from '../evoting/election-format';
import { ElectionStateBadge } from '../evoting/ElectionStateBadge';

/** The election the booth is for: its name, organiser, state and, while open, the time left. */
export function BoothHeading(props: { election: PublicElection }) {
  const { election } = props;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-start" wrap="nowrap" justify="space-between">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {election.nama}
        </Title>
        <ElectionStateBadge state={election.state} />
      </Group>
      <Text size="sm">
        <strong>Penyelenggara:</strong> {election.penyelenggara}
      </Text>
      <Countdown target={countdownTarget(election)} />
    </Stack>
  );
}
