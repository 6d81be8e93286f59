import { Stack } from '@mantine/core';
import type { PublicElection } from '../../../../shared/evoting/election';
import { Countdown } from '../evoting/Countdown';
import { countdownTarget } from '../evoting/election-format';
import { ElectionTitle } from '../evoting/ElectionTitle';

/** The election the booth is for: its name, organiser, state and, while open, the time left. */
export function BoothHeading(props: { election: PublicElection }) {
  const { election } = props;
  return (
    <Stack gap={4}>
      <ElectionTitle election={election} order={2} size="h3" />
      <Countdown target={countdownTarget(election)} />
    </Stack>
  );
}
