import { Button, Code, Group, Text } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { IconDownload } from '@tabler/icons-react';
import { slugify } from '../../../../shared/content/news-slug';
import {
  FINGERPRINT_HOW_TO,
  fingerprintText,
  type ElectionResults,
} from '../../../../shared/evoting/results';
import { saveBlob } from '../../lib/save-blob';
import { CopyTextButton } from '../evoting/CopyTextButton';

/**
 * The ballot box's fingerprint (SHA-256 over the sorted receipts and the counts) and how to
 * recompute it; the exact text it hashes can be downloaded, so `sha256sum` on that file gives it.
 */
export function FingerprintSection(props: { results: ElectionResults }) {
  const { results } = props;
  const download = () => {
    const text = fingerprintText(results.kodeTanda, results.kandidat, results.abstain);
    saveBlob(
      new Blob([text], { type: 'text/plain;charset=utf-8' }),
      `sidik-jari-${slugify(results.election.nama)}.txt`,
    );
  };
  return (
    <HeadedPanel id="sidik-jari" title="Sidik Jari Kotak Suara" p="md" gap="sm">
      <Code
        block
        fz="sm"
        style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}
        data-testid="sidik-jari"
      >
        {results.sidikJari}
      </Code>
      <Text size="sm">{FINGERPRINT_HOW_TO}</Text>
      <Group gap="xs">
        <CopyTextButton value={results.sidikJari} label="Salin Sidik Jari" />
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={download}
        >
          Unduh Teks Sidik Jari (.txt)
        </Button>
      </Group>
    </HeadedPanel>
  );
}
