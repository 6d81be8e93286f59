import { Stack, Table, Title } from '@mantine/core';
import type { FormField } from '../../../../shared/berkas/form-fields';
import type { StoredFileInfo } from '../../../../shared/berkas/stored-file';
import { formatDateAnswer } from '../../lib/dates';
import { AnswerValue } from './FileLink';
import { formFieldsResource } from '../../../../shared/berkas/form-fields-resource';
import { useResourceList } from '../../backend/use-resource';

interface AnswerRow {
  key: string;
  label: string;
  /** Unknown for an answer whose question was removed since: it is shown as stored. */
  type: FormField['type'] | null;
}

/**
 * A submission's answers (current, or an earlier version) under today's question labels, in form
 * order; answers to removed questions follow under their column names. A date is shown in
 * Indonesian, a file as a download under the name it was sent with.
 */
export function AnswersTable(props: {
  answers: Record<string, string>;
  files: Record<string, StoredFileInfo>;
}) {
  const { records: fields } = useResourceList(formFieldsResource);
  const answers = props.answers;
  const known = (fields ?? []).filter((field) => field.fieldName in answers);
  const knownNames = new Set(known.map((field) => field.fieldName));
  const rows: AnswerRow[] = [
    ...known.map((field) => ({ key: field.fieldName, label: field.label, type: field.type })),
    ...Object.keys(answers)
      .filter((key) => !knownNames.has(key))
      .map((key) => ({ key, label: key, type: null })),
  ];
  return (
    <Table withTableBorder variant="vertical" layout="fixed">
      <Table.Tbody>
        {rows.map((row) => {
          const value = answers[row.key] ?? '';
          return (
            <Table.Tr key={row.key}>
              <Table.Th w="35%">{row.label}</Table.Th>
              <Table.Td>
                <AnswerValue
                  value={row.type === 'date' ? formatDateAnswer(value) : value}
                  file={props.files[value]}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

export function SubmissionAnswers(props: {
  answers: Record<string, string>;
  files: Record<string, StoredFileInfo>;
}) {
  return (
    <Stack gap="xs" component="section" aria-label="Jawaban">
      <Title order={4}>Jawaban</Title>
      <AnswersTable answers={props.answers} files={props.files} />
    </Stack>
  );
}
