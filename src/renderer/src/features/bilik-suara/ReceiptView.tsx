import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { BALLOT_TEXTS, RECEIPT_NOTES } from '../../../../shared/evoting/ballot';
import type { PublicElection } from '../../../../shared/evoting/election';
import { ballotBoxPath } from '../kotak-suara/kotak-suara-path';
import { VOTER_HOME_PATH } from '../pemilih/use-voter';
import { TRACKER_TEXTS } from './belenios-texts';
import { ReceiptCode } from './ReceiptCode';

/**
 * "Terima Kasih!" with the receipt code: the page stays here (no redirect) until the voter has
 * kept it, by copying it or downloading it as a file. Their booth shows it again later. A
 * Belenios election's receipt is the ballot's tracker, which the public ballot box lists.
 */
export function ReceiptView(props: {
  election: PublicElection;
  kodeTanda: string;
  tracker?: boolean;
}) {
  const { election, kodeTanda, tracker = false } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation dialog closed under the focus: the thanks take it, so a screen reader says so.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="center" ta="center">
        <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden />
        <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {BALLOT_TEXTS.thanksTitle}
        </Title>
        <Text>{tracker ? TRACKER_TEXTS.thanksBody : BALLOT_TEXTS.thanksBody}</Text>
        <ReceiptCode election={election} kodeTanda={kodeTanda} tracker={tracker} />
        <Alert
          color="yellow"
          ta="left"
          title={tracker ? TRACKER_TEXTS.keepTitle : RECEIPT_NOTES.keepTitle}
        >
          {tracker ? TRACKER_TEXTS.keepBody : RECEIPT_NOTES.keepBody}
        </Alert>
        <Group gap="sm" justify="center">
          <Button component={Link} to={VOTER_HOME_PATH} variant="default">
            Kembali ke Dasbor Pemilih
          </Button>
          {tracker && (
            <Button component={Link} to={ballotBoxPath(election.id, kodeTanda)} variant="light">
              {TRACKER_TEXTS.ballotBox}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
