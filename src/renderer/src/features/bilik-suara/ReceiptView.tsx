import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { BALLOT_TEXTS } from '../../../../shared/evoting/ballot';
import type { PublicElection } from '../../../../shared/evoting/election';
import { useBackend } from '../../backend/use-backend';
import { saveBlob } from '../../lib/save-blob';
import { CopyTextButton } from '../evoting/CopyTextButton';
import { VOTER_HOME_PATH } from '../pemilih/use-voter';
import { receiptFileName, receiptFileText } from './receipt-file';

/**
 * "Terima Kasih!" with the receipt code, shown once: the page stays here (no redirect) until the
 * voter has kept it, by copying it or downloading it as a file.
 */
export function ReceiptView(props: { election: PublicElection; kodeTanda: string }) {
  const { election, kodeTanda } = props;
  const backend = useBackend();
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation dialog closed under the focus: the thanks take it, so a screen reader says so.
  useEffect(() => heading.current?.focus(), []);

  const download = async () => {
    const text = receiptFileText(election, kodeTanda, (await backend).publicOrigin());
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), receiptFileName(election));
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="center" ta="center">
        <IconCircleCheck size={56} color="var(--mantine-color-green-7)" aria-hidden />
        <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {BALLOT_TEXTS.thanksTitle}
        </Title>
        <Text>{BALLOT_TEXTS.thanksBody}</Text>
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
        <Alert color="yellow" ta="left" title="Simpan kode ini sekarang">
          Kode ini hanya ditampilkan sekali. Setelah hasil dipublikasikan, cari kode ini di halaman
          hasil untuk memastikan suara Anda terhitung. Kode ini tidak menyebutkan pilihan Anda.
        </Alert>
        <Button component={Link} to={VOTER_HOME_PATH} variant="default">
          Kembali ke Dasbor Pemilih
        </Button>
      </Stack>
    </Paper>
  );
}
