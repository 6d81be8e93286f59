import { Container, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../ui/feedback/PageLoading';
import { RequireVoter } from '../pemilih/RequireVoter';
import { workerEncryptionRunner, type BallotEncryptionRunner } from './ballot-runner';

// The booth comes once a voter is signed in: a visitor sent on to /login-pemilih never downloads it.
const Booth = lazy(() => import('./Booth'));

/**
 * /voting/{eventId} (SPEC.md §2; ORIGINAL.md §3.7): the booth, for a signed-in voter; a visitor
 * goes to /login-pemilih and comes back here. The heading stands before the voter is known (the
 * server's HTML has it, as /dashboard-pemilih's). `runner` is where a Belenios ballot is
 * encrypted (a Web Worker; a test gives its own).
 */
export default function VotingPage(props: { runner?: BallotEncryptionRunner }) {
  const { eventId = '' } = useParams();
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Title order={1} mb="md">
        Bilik Suara
      </Title>
      <RequireVoter>
        {(voter) => (
          <Suspense fallback={<PageLoading />}>
            {/* Another election or voter starts with no choice and no receipt. */}
            <Booth
              key={`${eventId}/${voter.id}`}
              eventId={eventId}
              voter={voter}
              runner={props.runner ?? workerEncryptionRunner}
            />
          </Suspense>
        )}
      </RequireVoter>
    </Container>
  );
}
