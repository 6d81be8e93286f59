import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PublicElectionQuery } from '../../../../shared/evoting/election-views';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useGeneralSettings } from '../../backend/use-general-settings';
import { useLiveQuery } from '../../backend/use-live-query';
import { ELECTION_CALL_TEXTS, electionToCall } from './election-call';

/** /pemilihan's own default list: one live subscription (and one server snapshot) for both. */
const EVERY_ELECTION: PublicElectionQuery = { q: '', status: 'semua' };

/**
 * The home page's call to vote (ORIGINAL.md §1.1): while an election is open or coming, its name
 * and the way to /pemilihan; only while the e-voting menu is published (SPEC.md §2).
 */
export function ElectionCall() {
  const settings = useGeneralSettings();
  // Not before the setting is known: a call that then vanishes would move the page.
  if (settings.value?.isEvotingPublished !== true) return null;
  return <Call />;
}

function Call() {
  const { value } = useLiveQuery(LIVE_TOPICS.electionsPublic, EVERY_ELECTION);
  const election = value ? electionToCall(value) : null;
  if (!election) return null;
  return (
    <Container size="lg" pt={48} component="section" aria-labelledby="ajakan-memilih">
      <Paper radius="md" p={{ base: 'lg', sm: 'xl' }} bg="navy.9" c="white">
        <Title order={2} id="ajakan-memilih">
          {election.state === 'berlangsung'
            ? ELECTION_CALL_TEXTS.open
            : ELECTION_CALL_TEXTS.upcoming}
        </Title>
        <Text size="lg" fw={600} mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {election.nama}
        </Text>
        <Text c="gray.3" mt={4}>
          {ELECTION_CALL_TEXTS.body}
        </Text>
        <Button component={Link} to="/pemilihan" mt="lg" color="gold.5" c="navy.9">
          {ELECTION_CALL_TEXTS.action}
        </Button>
      </Paper>
    </Container>
  );
}
