import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { PublicElection } from '../../../../shared/evoting/election';
import { useBackend } from '../../backend/use-backend';
import { saveBlob } from '../../lib/save-blob';
import { CopyTextButton } from '../evoting/CopyTextButton';
import { receiptFileName, receiptFileText } from './receipt-file';

/**
 * A voter's receipt code with the two ways to keep it (copy, download as a file): the same on the
 * thanks screen after the cast and in the booth of a voter who voted, so a voter whose answer was
 * lost finds it again there.
 */
export function ReceiptCode(props: { election: PublicElection; kodeTanda: string }) {
  const { election, kodeTanda } = props;
  const backend = useBackend();

  const download = async () => {
    const text = receiptFileText(election, kodeTanda, (await backend).publicOrigin());
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), receiptFileName(election));
  };

  return (
    <Stack gap={6} align="center" w="100%">
      <Text size="sm" fw={600}>
        Kode Tanda Terima
      </Text>
      <Code
        fz={{ base: 'md', xs: 'lg' }}
        fw={700}
        px="sm"
        py={6}
        maw="100%"
        style={{ letterSpacing: '0.05em', overflowWrap: 'anywhere' }}
        data-testid="kode-tanda-terima"
      >
        {kodeTanda}
      </Code>
      <Group gap="xs" justify="center">
        <CopyTextButton value={kodeTanda} label="Salin Kode" />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={() => void download()}
        >
          Unduh Tanda Terima (.txt)
        </Button>
      </Group>
    </Stack>
  );
}
