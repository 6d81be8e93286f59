import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { OpenDataFormat } from '../../backend/open-data';
import { saveBlob } from '../../lib/save-blob';
import { errorMessage } from '../admin-kit/admin-notify';
import { notifications } from '../feedback/notify';

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });

/**
 * "Unduh CSV" and "Unduh JSON" of every transparency page (issue 17 item 6): the list as it is
 * filtered now, every matching row and not only the page shown, as a file a spreadsheet or a
 * program opens. The backend makes the file, so it holds exactly what the filter matches there;
 * the file is named by the day it was taken, as open data is cited.
 */
export function OpenDataButtons(props: {
  /** The file's name without date and extension: "program-kerja". */
  fileName: string;
  /** What the data is of, for screen readers: "program kerja". */
  subject: string;
  download(format: OpenDataFormat): Promise<Blob>;
}) {
  const [busy, setBusy] = useState<OpenDataFormat | null>(null);
  const save = async (format: OpenDataFormat) => {
    setBusy(format);
    try {
      saveBlob(await props.download(format), `${props.fileName}-${today()}.${format}`);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Data tidak dapat diunduh',
        message: errorMessage(error),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={`Unduh data ${props.subject}`}>
      <Text size="sm" c="dimmed">
        Data terbuka (sesuai filter):
      </Text>
      {(['csv', 'json'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void save(format)}
        >
          {`Unduh ${format.toUpperCase()}`}
        </Button>
      ))}
    </Group>
  );
}
