import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { PublicElection } from '../../../../shared/evoting/election';
import { useBackend } from '../../backend/use-backend';
import { saveBlob } from '../../lib/save-blob';
import { CopyTextButton } from '../evoting/CopyTextButton';
import { TRACKER_TEXTS } from './belenios-texts';
import { receiptFileName, receiptFileText, trackerFileName, trackerFileText } from './receipt-file';

const RECEIPT = {
  label: 'Kode Tanda Terima',
  copy: 'Salin Kode',
  download: 'Unduh Tanda Terima (.txt)',
  testId: 'kode-tanda-terima',
  fileText: receiptFileText,
  fileName: receiptFileName,
};
const TRACKER = {
  label: TRACKER_TEXTS.label,
  copy: TRACKER_TEXTS.copy,
  download: TRACKER_TEXTS.download,
  testId: 'pelacak-surat-suara',
  fileText: trackerFileText,
  fileName: trackerFileName,
};

/**
 * A voter's receipt code with the two ways to keep it (copy, download as a file): the same on the
 * thanks screen after the cast and in the booth of a voter who voted, so a voter whose answer was
 * lost finds it again there. A Belenios election's receipt is its ballot's tracker.
 */
export function ReceiptCode(props: {
  election: PublicElection;
  kodeTanda: string;
  tracker?: boolean;
}) {
  const { election, kodeTanda } = props;
  const backend = useBackend();
  const kind = props.tracker ? TRACKER : RECEIPT;

  const download = async () => {
    const text = kind.fileText(election, kodeTanda, (await backend).publicOrigin());
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), kind.fileName(election));
  };

  return (
    <Stack gap={6} align="center" w="100%">
      <Text size="sm" fw={600}>
        {kind.label}
      </Text>
      <Code
        fz={{ base: props.tracker ? 'sm' : 'md', xs: props.tracker ? 'md' : 'lg' }}
        fw={700}
        px="sm"
        py={6}
        maw="100%"
        style={{ letterSpacing: '0.05em', overflowWrap: 'anywhere' }}
        data-testid={kind.testId}
      >
        {kodeTanda}
      </Code>
      <Group gap="xs" justify="center">
        <CopyTextButton value={kodeTanda} label={kind.copy} />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void download()}
        >
          {kind.download}
        </Button>
      </Group>
    </Stack>
  );
}
