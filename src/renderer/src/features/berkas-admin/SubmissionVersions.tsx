import { Stack, Text, Title } from '@mantine/core';
import type { SubmissionVersion } from '../../../../shared/berkas/resubmission';
import type { StoredFileInfo } from '../../../../shared/berkas/stored-file';
import { formatDateTime } from '../../lib/dates';
import { AnswersTable } from './SubmissionAnswers';

/**
 * The answers corrections replaced (issue 12, item 6), oldest first, so the verifier sees what
 * changed; their files stay downloadable. Nothing is shown before the first correction.
 */
export function SubmissionVersions({
  versions,
  files,
}: {
  versions: readonly SubmissionVersion[];
  files: Record<string, StoredFileInfo>;
}) {
  if (versions.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Versi sebelumnya">
      <Title order={4}>Versi Sebelumnya</Title>
      {versions.map((version) => (
        <Stack key={version.version} gap={4} data-testid={`versi-${version.version}`}>
          <Title order={5}>Versi {version.version}</Title>
          <Text size="sm" c="dimmed">
            Dikirim {formatDateTime(version.submittedAt)} · diganti perbaikan{' '}
            {formatDateTime(version.replacedAt)}
          </Text>
          <AnswersTable answers={version.answers} files={files} />
        </Stack>
      ))}
    </Stack>
  );
}
