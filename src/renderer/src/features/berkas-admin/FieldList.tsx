import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { FIELD_TYPE_LABELS, type FormField } from '../../../../shared/berkas/form-fields';

/** `ids` with the item at `from` moved to `to`. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

type Direction = 'up' | 'down';

/** The button that moved a row, wherever that row is now (the same button, or at an end the other). */
function moveButton(list: HTMLElement, target: { id: string; direction: Direction }) {
  const row = list.querySelector(`[data-field-id="${CSS.escape(target.id)}"]`);
  const other: Direction = target.direction === 'up' ? 'down' : 'up';
  for (const direction of [target.direction, other]) {
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
    if (button && !button.disabled) return button;
  }
  return null;
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
  const listRef = useRef<HTMLDivElement>(null);
  // The row moved with Naik/Turun keeps focus on its button: React moves the row's element (which
  // drops focus to the page) now, and again when the live list catches up.
  const focusTarget = useRef<{ id: string; direction: Direction } | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    const target = focusTarget.current;
    if (!list || !target) return;
    const active = document.activeElement;
    if (active && active !== document.body && !list.contains(active)) return;
    const button = moveButton(list, target);
    if (button && active !== button) button.focus();
  });
  const move = (from: number, to: number) => {
    if (props.busy || from === to || to < 0 || to >= fields.length) return;
    props.onReorder(moveId(ids, from, to));
  };
  const moveWithButton = (index: number, direction: Direction) => {
    const field = fields[index];
    if (!field || props.busy) return;
    focusTarget.current = { id: field.id, direction };
    move(index, direction === 'up' ? index - 1 : index + 1);
  };

  return (
    <Stack
      ref={listRef}
      gap="xs"
      component="ol"
      p={0}
      m={0}
      aria-label="Daftar pertanyaan"
      // Focus that the user takes elsewhere (not lost to the page by a move) stops the following.
      onFocus={(event) => {
        const target = focusTarget.current;
        const focused: EventTarget = event.target;
        if (target && focused !== moveButton(event.currentTarget, target)) {
          focusTarget.current = null;
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) focusTarget.current = null;
      }}
    >
      {fields.map((field, index) => (
        <Card
          key={field.id}
          component="li"
          withBorder
          padding="sm"
          aria-label={field.label}
          data-field-id={field.id}
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
            </Group>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Naik: ${field.label}`}
                title="Naik"
                data-move="up"
                // While an order is saved the button stays focusable (disabled would drop focus).
                data-disabled={props.busy || undefined}
                aria-disabled={props.busy || undefined}
                disabled={index === 0}
                onClick={() => moveWithButton(index, 'up')}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Turun: ${field.label}`}
                title="Turun"
                data-move="down"
                // While an order is saved the button stays focusable (disabled would drop focus).
                data-disabled={props.busy || undefined}
                aria-disabled={props.busy || undefined}
                disabled={index === fields.length - 1}
                onClick={() => moveWithButton(index, 'down')}
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
