import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PublicElection } from '../../../../shared/evoting/election';
import { Countdown } from './Countdown';
import { countdownTarget, formatElectionInstant } from './election-format';
import { ballotPath, resultsPath } from './election-links';
import { ElectionTitle } from './ElectionTitle';

/**
 * An election on /pemilihan (ORIGINAL.md §3.1): its name, state, organiser, schedule, countdown,
 * and the way in: "Masuk Bilik Suara" while open, "Lihat Hasil" once its results are published.
 */
export function ElectionCard(props: { election: PublicElection }) {
  const { election } = props;
  const ballot = election.state === 'berlangsung' ? ballotPath(election.id) : null;
  const results =
    election.state === 'selesai' && election.hasilDipublikasikan ? resultsPath(election.id) : null;
  return (
    // A Paper, not a Card: the same frame without Card's code on /pemilihan's first load.
    <Paper withBorder radius="md" p="lg" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="xs" h="100%">
        <ElectionTitle election={election} order={2} size="h4" />
        {election.deskripsi && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {election.deskripsi}
          </Text>
        )}
        <Text size="sm">
          <strong>Mulai:</strong> {formatElectionInstant(election.mulai)}
        </Text>
        <Text size="sm">
          <strong>Selesai:</strong> {formatElectionInstant(election.selesai)}
        </Text>
        <Countdown target={countdownTarget(election)} />
        {(ballot || results) && (
          <Group mt="auto" pt="xs" gap="sm">
            {ballot && (
              <Button
                aria-label={`Masuk Bilik Suara: ${election.nama}`}
                component={Link}
                to={ballot}
              >
                Masuk Bilik Suara
              </Button>
            )}
            {results && (
              <Button
                aria-label={`Lihat Hasil: ${election.nama}`}
                component={Link}
                to={results}
                variant="light"
              >
                Lihat Hasil
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
