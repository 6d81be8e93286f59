import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { saveBlob } from '../../lib/save-blob';
import { notifyError } from '../admin-kit/admin-notify';

export type OpenDataFormat = 'csv' | 'json';

/**
 * "Unduh CSV" and "Unduh JSON" of a transparency page: the rows of the filter shown, every one of
 * them (not only the page), as the backend writes them (src/shared/open-data/table-export.ts).
 */
export function OpenDataDownloads(props: {
  /** What the download is of, for screen readers: "inventaris aset". */
  subject: string;
  download(format: OpenDataFormat): Promise<Blob>;
  fileName(format: OpenDataFormat): string;
}) {
  const [busy, setBusy] = useState<OpenDataFormat | null>(null);
  const save = async (format: OpenDataFormat) => {
    setBusy(format);
    try {
      saveBlob(await props.download(format), props.fileName(format));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" role="group" aria-label={`Unduh data ${props.subject}`}>
      {(['csv', 'json'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void save(format)}
        >
          {format === 'csv' ? 'Unduh CSV' : 'Unduh JSON'}
        </Button>
      ))}
    </Group>
  );
}
