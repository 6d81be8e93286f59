import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { configurationProblem } from '../../../../shared/evoting/election-state';
import type { CommitteeElection } from '../../backend/evoting-api';

/**
 * Why the configuration cannot change any more (ELECTION_MESSAGES.frozen once open, .closed once
 * over), above the greyed-out fields; nothing while it can. The backend refuses such a change
 * whatever the page shows.
 */
export function FrozenNotice(props: { election: CommitteeElection }) {
  const problem = configurationProblem(props.election.state);
  if (!problem) return null;
  return (
    <Alert color="gray" icon={<IconLock size={18} aria-hidden />} title="Konfigurasi terkunci">
      {problem}
    </Alert>
  );
}
