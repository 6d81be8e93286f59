import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { FormField } from '../../../../shared/berkas/form-fields';
import { displayAnswer } from './display-answer';
import { fieldsOfStep, WIZARD_STEPS, type WizardAnswers } from './wizard-state';

/** Step 3: every answer of steps 1 and 2, to read once more before sending. */
export function ReviewStep(props: { fields: readonly FormField[]; answers: WizardAnswers }) {
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Periksa kembali data berikut sebelum mengirim. Gunakan tombol Kembali untuk memperbaiki.
      </Text>
      {([1, 2] as const).map((step) => {
        const fields = fieldsOfStep(props.fields, step);
        if (fields.length === 0) return null;
        return (
          <Paper key={step} withBorder radius="md" p="md">
            <Title order={3} size="h5" mb="xs">
              {WIZARD_STEPS[step - 1]}
            </Title>
            <Table variant="vertical" layout="fixed" withRowBorders={false}>
              <Table.Tbody>
                {fields.map((field) => {
                  const shown = displayAnswer(field, props.answers);
                  return (
                    <Table.Tr key={field.id}>
                      <Table.Th w="40%">{field.label}</Table.Th>
                      <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                        {shown || (
                          <Text span c="dimmed" size="sm">
                            (tidak diisi)
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Paper>
        );
      })}
    </Stack>
  );
}
