import { Anchor, Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isHttpUrl } from '../../../../shared/berkas/form-fields';
import type { StoredFileInfo } from '../../../../shared/berkas/stored-file';
import { plainFileName } from '../../../../shared/file-name';
import { useBackend } from '../../backend/use-backend';
import { notifyError } from './berkas-admin-ui';

const STORED_FILE_PREFIX = '/api/files/';

/** Only when nothing names the file: the last part of its link (an id, but better than nothing). */
const lastPartOf = (url: string): string => {
  const last = url.split('/').pop() ?? 'berkas';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

function saveAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = plainFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A stored file (admin-only) is fetched with the session and saved under the name it was sent
 * with; other links open in a new tab; anything else is text.
 */
export function AnswerValue(props: {
  value: string;
  label?: string;
  /** What the detail knows of a stored file (its original name). */
  file?: StoredFileInfo | undefined;
  /** The name to save under when no `file` is known (the reply letter's fileName). */
  downloadName?: string | undefined;
}) {
  const backend = useBackend();
  const [downloading, setDownloading] = useState(false);
  const { value } = props;

  if (value.startsWith(STORED_FILE_PREFIX)) {
    const knownName = props.file?.name ?? props.downloadName;
    const download = async () => {
      setDownloading(true);
      try {
        const { blob, name } = await (await backend).berkasAdmin.downloadFile(value);
        saveAs(blob, knownName ?? name ?? lastPartOf(value));
      } catch (error) {
        notifyError(error);
      } finally {
        setDownloading(false);
      }
    };
    return (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={downloading}
        onClick={() => void download()}
        // A long name wraps inside the cell instead of pushing the table wider.
        styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal' } }}
        style={{ overflowWrap: 'anywhere', textAlign: 'start' }}
      >
        {props.label ?? `Unduh ${knownName ?? lastPartOf(value)}`}
      </Button>
    );
  }
  if (isHttpUrl(value)) {
    return (
      <Anchor
        href={value}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {props.label ?? value}
      </Anchor>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value || '—'}
    </Text>
  );
}
