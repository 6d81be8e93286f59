import { Stack, Table, Text, Title } from '@mantine/core';
import type { SubmissionVersion } from '../../../../shared/berkas/resubmission';
import { formatDateTime } from '../../lib/dates';
import { AnswerValue } from './FileLink';
import { useLiveFields } from './use-live-fields';

/**
 * The answers corrections replaced (issue 12, item 6), oldest first, so the verifier sees what
 * changed; their files stay downloadable. Nothing is shown before the first correction.
 */
export function SubmissionVersions({ versions }: { versions: readonly SubmissionVersion[] }) {
  const { fields } = useLiveFields();
  if (versions.length === 0) return null;
  const labelOf = (key: string) => fields?.find((field) => field.fieldName === key)?.label ?? key;
  const order = (key: string) => {
    const index = fields?.findIndex((field) => field.fieldName === key) ?? -1;
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
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
          <Table withTableBorder variant="vertical" layout="fixed">
            <Table.Tbody>
              {Object.keys(version.answers)
                .sort((a, b) => order(a) - order(b))
                .map((key) => (
                  <Table.Tr key={key}>
                    <Table.Th w="35%">{labelOf(key)}</Table.Th>
                    <Table.Td>
                      <AnswerValue value={version.answers[key] ?? ''} />
                    </Table.Td>
                  </Table.Tr>
                ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
