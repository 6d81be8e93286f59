import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import {
  BOOTH_MESSAGES,
  RECEIPT_NOTES,
  type BoothRefused,
} from '../../../../shared/evoting/ballot';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import { formatElectionInstant } from '../evoting/election-format';
import { resultsPath } from '../evoting/election-links';
import { ballotBoxPath } from '../kotak-suara/kotak-suara-path';
import { VOTER_HOME_PATH } from '../pemilih/use-voter';
import { TRACKER_TEXTS } from './belenios-texts';
import { CredentialCard } from './CredentialCard';
import { ReceiptCode } from './ReceiptCode';

/**
 * Why this voter cannot vote here (BOOTH_MESSAGES), one reason and nothing else; a voter who
 * voted learns when, and sees their own receipt again (never the choice), so a voter whose answer
 * to the cast was lost finds it here on retry or reload. Before a Belenios election opens, its
 * voter prepares their credential here as on their dashboard.
 */
export function BoothRefusal(props: { view: BoothRefused; voter: VoterProfile }) {
  const { view } = props;
  const voted = view.alasan === 'sudah-memilih';
  const tracker = view.terenkripsi === true;
  const results =
    view.election.state === 'selesai' && view.election.hasilDipublikasikan
      ? resultsPath(view.election.id)
      : null;
  return (
    <>
      <Alert
        color={voted ? 'green' : 'yellow'}
        icon={<IconInfoCircle size={18} aria-hidden />}
        role="status"
      >
        <Text size="sm" fw={600}>
          {BOOTH_MESSAGES[view.alasan]}
        </Text>
        {voted && view.votedAt && (
          <Text size="sm" mt={4}>
            Anda memberikan suara pada {formatElectionInstant(view.votedAt)}.
          </Text>
        )}
      </Alert>
      {voted && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          {view.kodeTanda ? (
            <Stack gap="sm" align="center" ta="center">
              <ReceiptCode election={view.election} kodeTanda={view.kodeTanda} tracker={tracker} />
              <Text size="sm" c="dimmed">
                {tracker ? TRACKER_TEXTS.again : RECEIPT_NOTES.again}
              </Text>
            </Stack>
          ) : (
            <Text size="sm">{RECEIPT_NOTES.notKept}</Text>
          )}
        </Paper>
      )}
      {tracker && view.alasan === 'belum-dibuka' && view.election.state === 'dijadwalkan' && (
        <CredentialCard
          eventId={view.election.id}
          electionName={view.election.nama}
          voter={props.voter}
        />
      )}
      <Group gap="sm">
        <Button component={Link} to={VOTER_HOME_PATH} variant="default">
          Kembali ke Dasbor Pemilih
        </Button>
        {tracker && view.election.state !== 'dijadwalkan' && (
          <Button
            component={Link}
            to={ballotBoxPath(view.election.id, view.kodeTanda ?? undefined)}
            variant="light"
          >
            {TRACKER_TEXTS.ballotBox}
          </Button>
        )}
        {results && (
          <Button component={Link} to={results} variant="light">
            Lihat Hasil
          </Button>
        )}
      </Group>
    </>
  );
}
