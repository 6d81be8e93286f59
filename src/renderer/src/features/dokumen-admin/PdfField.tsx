import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  formatFileSize,
  type DocumentFile,
} from '../../../../shared/dokumen/documents';
import { BackendError } from '../../backend/backend-error';
import { useBackend } from '../../backend/use-backend';

/** Why an upload failed, in the words the backend chose when it named the file. */
function uploadProblem(failure: unknown): string {
  if (failure instanceof BackendError)
    return failure.fields?.['berkas'] ?? failure.message ?? DOCUMENT_MESSAGES.uploadFailed;
  return DOCUMENT_MESSAGES.uploadFailed;
}

/**
 * A document's PDF in Kelola Dokumen: choose a file, which is uploaded at once with its progress
 * (the backend checks it by content and size; a file that is plainly too large is stopped here
 * first), then its name and size with buttons to replace or remove it.
 */
export function PdfField(props: {
  value: DocumentFile | null;
  onChange(value: DocumentFile | null): void;
  error?: string | undefined;
}) {
  const backend = useBackend();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const labelId = useId();

  async function choose(file: File | null) {
    if (!file) return;
    setProblem(undefined);
    if (file.size > DOCUMENT_LIMITS.pdfMaxBytes) {
      setProblem(DOCUMENT_MESSAGES.pdfTooLarge);
      return;
    }
    setPercent(0);
    try {
      const ready = await backend;
      const stored = await ready.documents.uploadPdf(file, (fraction) =>
        setPercent(Math.round(fraction * 100)),
      );
      props.onChange(stored);
    } catch (failure) {
      setProblem(uploadProblem(failure));
    } finally {
      setPercent(null);
    }
  }

  const shownError = problem ?? props.error;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={500} size="sm">
        Berkas PDF
      </Text>
      {props.value && (
        <Group gap="xs" wrap="nowrap">
          <IconFileTypePdf size={20} aria-hidden />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {props.value.nama} ({formatFileSize(props.value.bytes)})
          </Text>
        </Group>
      )}
      {percent !== null && (
        <Stack gap={4} role="status">
          <Text size="sm">Mengunggah PDF… {percent}%</Text>
          <Progress value={percent} aria-label="Kemajuan unggahan PDF" />
        </Stack>
      )}
      <Group gap="xs">
        <FileButton onChange={(file) => void choose(file)} accept="application/pdf,.pdf">
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={percent !== null}
            >
              {props.value ? 'Ganti PDF' : 'Pilih PDF'}
            </Button>
          )}
        </FileButton>
        {props.value && (
          <Button variant="subtle" color="red" size="xs" onClick={() => props.onChange(null)}>
            Hapus PDF
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Hanya PDF, paling besar {formatFileSize(DOCUMENT_LIMITS.pdfMaxBytes)}.
      </Text>
      {shownError && (
        <Text size="sm" c="red" role="alert">
          {shownError}
        </Text>
      )}
    </Stack>
  );
}
