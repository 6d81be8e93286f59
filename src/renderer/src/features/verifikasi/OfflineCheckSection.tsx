import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { SectionPanel } from '../../ui/SectionPanel';
import { IconDownload } from '@tabler/icons-react';
import { saveBlob } from '../../lib/save-blob';
import { OFFLINE_COMMAND, VERIFIKASI_TEXT as T } from './verifikasi-text';

/**
 * How to check the same record without this portal, with Debian's belenios-tool; and, once the
 * official archive exists, the file to check.
 */
export function OfflineCheckSection(props: { download?: { file: Blob; fileName: string } }) {
  const { download } = props;
  return (
    <SectionPanel aria-labelledby="periksa-luring">
      <Stack gap="sm">
        <Title order={2} size="h4" id="periksa-luring">
          {T.offlineTitle}
        </Title>
        <Text size="sm">{T.offlineBody}</Text>
        {/* Not wrapped: a command broken over two lines reads as two commands; it scrolls (on a
            phone), so it is reachable by keyboard, with a name to announce. */}
        <Code
          block
          fz="sm"
          style={{ overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={T.commandLabel}
        >
          {`sudo apt install belenios-tool\n${OFFLINE_COMMAND}`}
        </Code>
        <Text size="sm">{T.offlineOk}</Text>
        {download && (
          <Group>
            <Button
              onClick={() => saveBlob(download.file, download.fileName)}
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {T.download}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionPanel>
  );
}
