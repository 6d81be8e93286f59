import { Alert, Button, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { BOOTH_MESSAGES, type BoothRefused } from '../../../../shared/evoting/ballot';
import { formatElectionInstant } from '../evoting/election-format';
import { resultsPath } from '../evoting/election-links';
import { VOTER_HOME_PATH } from '../pemilih/use-voter';

/**
 * Why this voter cannot vote here (BOOTH_MESSAGES), one reason and nothing else; a voter who
 * voted learns when, the one thing they may know of their own ballot.
 */
export function BoothRefusal(props: { view: BoothRefused }) {
  const { view } = props;
  const results =
    view.election.state === 'selesai' && view.election.hasilDipublikasikan
      ? resultsPath(view.election.id)
      : null;
  return (
    <>
      <Alert
        color={view.alasan === 'sudah-memilih' ? 'green' : 'yellow'}
        icon={<IconInfoCircle size={18} aria-hidden />}
        role="status"
      >
        <Text size="sm" fw={600}>
          {BOOTH_MESSAGES[view.alasan]}
        </Text>
        {view.alasan === 'sudah-memilih' && view.votedAt && (
          <Text size="sm" mt={4}>
            Anda memberikan suara pada {formatElectionInstant(view.votedAt)}.
          </Text>
        )}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={VOTER_HOME_PATH} variant="default">
          Kembali ke Dasbor Pemilih
        </Button>
        {results && (
          <Button component={Link} to={results} variant="light">
            Lihat Hasil
          </Button>
        )}
      </Group>
    </>
  );
}
