import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { FIELD_TYPE_LABELS, type FormField } from '../../../../shared/berkas/form-fields';

/** `ids` with the item at `from` moved to `to`. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/**
 * The fields in order; rows can be dragged (HTML5 drag and drop) or moved with "Naik"/"Turun".
 * Every move is handed over as the complete new order.
 */
export function FieldList(props: {
  fields: FormField[];
  busy: boolean;
  onReorder(ids: string[]): void;
  onEdit(field: FormField): void;
  onDelete(field: FormField): void;
}) {
  const { fields } = props;
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const ids = fields.map((field) => field.id);
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= fields.length) return;
    props.onReorder(moveId(ids, from, to));
  };

  return (
    <Stack gap="xs" component="ol" p={0} m={0} aria-label="Daftar pertanyaan">
      {fields.map((field, index) => (
        <Card
          key={field.id}
          component="li"
          withBorder
          padding="sm"
          aria-label={field.label}
          draggable={!props.busy}
          onDragStart={(event) => {
            setDragging(index);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', field.id);
          }}
          onDragOver={(event) => {
            if (dragging === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(index);
          }}
          onDragLeave={() => setOver((current) => (current === index ? null : current))}
          onDrop={(event) => {
            event.preventDefault();
            if (dragging !== null) move(dragging, index);
            setDragging(null);
            setOver(null);
          }}
          onDragEnd={() => {
            setDragging(null);
            setOver(null);
          }}
          style={{
            listStyle: 'none',
            cursor: 'grab',
            opacity: dragging === index ? 0.5 : 1,
            borderColor:
              over === index && dragging !== index ? 'var(--mantine-color-blue-5)' : undefined,
          }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconGripVertical size={18} aria-hidden color="var(--mantine-color-dimmed)" />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
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
            </Group>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Naik: ${field.label}`}
                title="Naik"
                disabled={props.busy || index === 0}
                onClick={() => move(index, index - 1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Turun: ${field.label}`}
                title="Turun"
                disabled={props.busy || index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Edit: ${field.label}`}
                title="Edit"
                onClick={() => props.onEdit(field)}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Hapus: ${field.label}`}
                title="Hapus"
                onClick={() => props.onDelete(field)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
