import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { BALLOT_TEXTS, RECEIPT_NOTES } from '../../../../shared/evoting/ballot';
import type { PublicElection } from '../../../../shared/evoting/election';
import { VOTER_HOME_PATH } from '../pemilih/use-voter';
import { ReceiptCode } from './ReceiptCode';

/**
 * "Terima Kasih!" with the receipt code: the page stays here (no redirect) until the voter has
 * kept it, by copying it or downloading it as a file. Their booth shows it again later.
 */
export function ReceiptView(props: { election: PublicElection; kodeTanda: string }) {
  const { election, kodeTanda } = props;
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
        <Text>{BALLOT_TEXTS.thanksBody}</Text>
        <ReceiptCode election={election} kodeTanda={kodeTanda} />
        <Alert color="yellow" ta="left" title={RECEIPT_NOTES.keepTitle}>
          {RECEIPT_NOTES.keepBody}
        </Alert>
        <Button component={Link} to={VOTER_HOME_PATH} variant="default">
          Kembali ke Dasbor Pemilih
        </Button>
      </Stack>
    </Paper>
  );
}
