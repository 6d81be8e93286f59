import { Badge, Group, Stack, Text } from '@mantine/core';
import { FIELD_TYPE_LABELS, type FormField } from '../../../../shared/berkas/form-fields';
import { RecordButtons } from '../../ui/admin-kit/RecordButtons';
import { SortableList } from '../../ui/admin-kit/SortableList';

/** The questions in order, dragged or moved with "Naik"/"Turun" (the admin kit's list). */
export function FieldList(props: {
  fields: FormField[];
  busy: boolean;
  onReorder(ids: string[]): void;
  onEdit(field: FormField): void;
  onDelete(field: FormField): void;
}) {
  return (
    <SortableList
      items={props.fields}
      label="Daftar pertanyaan"
      nameOf={(field) => field.label}
      busy={props.busy}
      onReorder={props.onReorder}
      actions={(field) => (
        <RecordButtons
          name={field.label}
          onEdit={() => props.onEdit(field)}
          onDelete={() => props.onDelete(field)}
        />
      )}
    >
      {(field) => (
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {field.label}
          </Text>
          <Group gap={6}>
            <Text size="xs" ff="monospace" c="dimmed">
              {field.fieldName}
            </Text>
            <Badge size="xs" variant="light">
              {FIELD_TYPE_LABELS[field.type]}
            </Badge>
            <Badge size="xs" variant="outline" color="gray">
              Langkah {field.step}
            </Badge>
            {field.required && (
              <Badge size="xs" color="red" variant="light">
                Wajib
              </Badge>
            )}
          </Group>
        </Stack>
      )}
    </SortableList>
  );
}
