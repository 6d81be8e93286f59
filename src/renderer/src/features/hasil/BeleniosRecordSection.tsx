import { Button, Code, Group, Text } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BELENIOS_MESSAGES } from '../../../../shared/evoting/belenios-election';
import type { ElectionResults } from '../../../../shared/evoting/results';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';
import { saveBlob } from '../../lib/save-blob';
import { notifications } from '../../ui/feedback/notify';
import { CopyTextButton } from '../evoting/CopyTextButton';

export const BELENIOS_RECORD_TEXT = {
  heading: 'Data Pemilihan',
  fingerprint: 'Sidik jari pemilihan (Belenios)',
  fingerprintNote:
    'Sidik jari ini adalah hash SHA-256 dari parameter pemilihan (election.json): nama, kandidat dan kunci publik pemilihan yang dibentuk dari kunci para wali kunci. Setiap surat suara terenkripsi mencantumkannya.',
  recordNote:
    'Data pemilihan berisi seluruh catatan pemilihan: parameter, surat suara terenkripsi, penghitungan terenkripsi, dekripsi parsial para wali dan hasil. Siapa pun dapat memeriksanya di peramban, atau dengan belenios-tool.',
  download: 'Unduh Data Pemilihan',
  verify: 'Verifikasi Pemilihan',
  copy: 'Salin Sidik Jari',
  downloadFailed: 'Data pemilihan tidak dapat diunduh. Periksa koneksi Anda lalu coba lagi.',
} as const;

const failed = (message: string) => notifications.show({ color: 'red', title: 'Gagal', message });

/**
 * A Belenios election's record on /hasil (issue 34 item 5): its fingerprint, the whole record
 * (`{uuid}.bel`) to download, and the page that verifies it.
 */
export function BeleniosRecordSection(props: { results: ElectionResults; uuid: string }) {
  const { results } = props;
  const backend = useBackend();
  const [loading, setLoading] = useState(false);
  const eventId = results.election.id;
  const T = BELENIOS_RECORD_TEXT;

  // The backend gives the bytes (the embedded server's download, or on Firebase the record built
  // from the election's documents); they are saved under Belenios' own name.
  const download = async () => {
    setLoading(true);
    try {
      const bytes = await (await backend).ballot.record(eventId);
      if (bytes) saveBlob(new Blob([bytes.slice()]), `${props.uuid}.bel`);
      else failed(BELENIOS_MESSAGES.archiveUnavailable);
    } catch (error) {
      failed(error instanceof BackendError ? error.message : T.downloadFailed);
    } finally {
      setLoading(false);
    }
  };
  return (
    <HeadedPanel id="data-pemilihan" title={T.heading} p="md" gap="sm">
      <Text size="sm">{T.recordNote}</Text>
      <Group gap="sm">
        <Button
          loading={loading}
          onClick={() => void download()}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {T.download}
        </Button>
        <Button
          component={Link}
          to={`/hasil/${encodeURIComponent(eventId)}/verifikasi`}
          variant="light"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
        >
          {T.verify}
        </Button>
      </Group>
      <Text size="sm" fw={600} id="sidik-jari-pemilihan" mt="xs">
        {T.fingerprint}
      </Text>
      <Code
        block
        fz="sm"
        style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}
        data-testid="sidik-jari"
        aria-labelledby="sidik-jari-pemilihan"
      >
        {results.sidikJari}
      </Code>
      <Text size="sm" c="dimmed">
        {T.fingerprintNote}
      </Text>
      <Group gap="xs">
        <CopyTextButton value={results.sidikJari} label={T.copy} />
      </Group>
    </HeadedPanel>
  );
}
