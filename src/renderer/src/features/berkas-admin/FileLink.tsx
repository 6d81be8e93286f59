import { Anchor, Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isHttpUrl } from '../../../../shared/berkas/form-fields';
import { useBackend } from '../../backend/use-backend';
import { notifyError } from './berkas-admin-ui';

const STORED_FILE_PREFIX = '/api/files/';

const fileNameOf = (url: string): string => {
  const last = url.split('/').pop() ?? 'berkas';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

/** A stored file (admin-only) is fetched with the session and saved; other links open in a new tab. */
export function AnswerValue(props: { value: string; label?: string }) {
  const backend = useBackend();
  const [downloading, setDownloading] = useState(false);
  const { value } = props;

  if (value.startsWith(STORED_FILE_PREFIX)) {
    const download = async () => {
      setDownloading(true);
      try {
        const blob = await (await backend).berkasAdmin.downloadFile(value);
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = fileNameOf(value);
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
      >
        {props.label ?? `Unduh ${fileNameOf(value)}`}
      </Button>
    );
  }
  if (isHttpUrl(value)) {
    return (
      <Anchor href={value} target="_blank" rel="noopener noreferrer" size="sm">
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
