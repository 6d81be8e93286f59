import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Card, Group, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { moveId } from './move-id';
import { RecordButtons } from './RecordButtons';

type Direction = 'up' | 'down';

/** The button that moved a row, wherever that row is now (the same button, or at an end the other). */
function moveButton(list: HTMLElement, target: { id: string; direction: Direction }) {
  const row = list.querySelector(`[data-record-id="${CSS_ESCAPE(target.id)}"]`);
  const other: Direction = target.direction === 'up' ? 'down' : 'up';
  for (const direction of [target.direction, other]) {
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]`);
    if (button && !button.disabled) return button;
  }
  return null;
}
const CSS_ESCAPE = (value: string) => globalThis.CSS.escape(value);

export interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** The list's accessible name ("Daftar pertanyaan"). */
  label: string;
  /** How a record is named in its buttons ("Naik: {name}") and its row. */
  nameOf(item: T): string;
  /** The row's content, between the drag handle and the buttons. */
  children(item: T): ReactNode;
  /** Buttons after Naik/Turun (Edit, Hapus…). */
  actions?(item: T): ReactNode;
  /** While an order is saved, moves wait. */
  busy: boolean;
  /** Every move hands over the complete new order. */
  onReorder(ids: string[]): void;
}

/**
 * Records in their drag order: dragged by the handle with a mouse, a finger or the keyboard
 * (@dnd-kit: space to lift, arrows to move, space to drop, announced to screen readers), or moved
 * one place with "Naik"/"Turun", which keep the focus on the moved row.
 */
export function SortableList<T extends { id: string }>(props: SortableListProps<T>) {
  const { items, busy } = props;
  const ids = items.map((item) => item.id);
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
  const sensors = useSensors(
    // A few pixels before a drag starts, so a tap on the handle stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (busy || from === to || from < 0 || to < 0 || to >= items.length) return;
    props.onReorder(moveId(ids, from, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const moveWithButton = (index: number, direction: Direction) => {
    const item = items[index];
    if (!item || busy) return;
    focusTarget.current = { id: item.id, direction };
    move(index, direction === 'up' ? index - 1 : index + 1);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS }, announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={busy}>
        <Stack
          ref={listRef}
          gap="xs"
          component="ol"
          p={0}
          m={0}
          aria-label={props.label}
          // Focus the user takes elsewhere (not lost to the page by a move) stops the following.
          onFocus={(event) => {
            const target = focusTarget.current;
            const focused: EventTarget = event.target;
            if (target && focused !== moveButton(event.currentTarget, target)) {
              focusTarget.current = null;
            }
          }}
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next instanceof Node && !event.currentTarget.contains(next)) {
              focusTarget.current = null;
            }
          }}
        >
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} name={props.nameOf(item)} busy={busy}>
              {/* At least 12rem for the record: where the buttons leave less (a phone), they move
                  to a line of their own rather than squeeze its name to a letter per line. */}
              <Group style={{ minWidth: 0, flex: '1 1 12rem' }} wrap="nowrap" gap="sm">
                {props.children(item)}
              </Group>
              <Group gap={4} wrap="nowrap" ml="auto">
                <MoveButton
                  direction="up"
                  name={props.nameOf(item)}
                  busy={busy}
                  disabled={index === 0}
                  onClick={() => moveWithButton(index, 'up')}
                />
                <MoveButton
                  direction="down"
                  name={props.nameOf(item)}
                  busy={busy}
                  disabled={index === items.length - 1}
                  onClick={() => moveWithButton(index, 'down')}
                />
                {props.actions?.(item)}
              </Group>
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

const DRAG_INSTRUCTIONS =
  'Tekan spasi untuk mengangkat, panah atas atau bawah untuk memindahkan, spasi lagi untuk meletakkan, atau Escape untuk membatalkan.';

// What the screen reader hears during a drag, in Indonesian (the ids are the rows' names below).
const announcements = {
  onDragStart: () => 'Baris diangkat.',
  onDragOver: ({ over }: { over: { id: string | number } | null }) =>
    over ? 'Baris dipindahkan.' : 'Baris di luar daftar.',
  onDragEnd: ({ over }: { over: { id: string | number } | null }) =>
    over ? 'Baris diletakkan.' : 'Baris diletakkan di tempat semula.',
  onDragCancel: () => 'Pemindahan dibatalkan.',
};

function SortableRow(props: { id: string; name: string; busy: boolean; children: ReactNode }) {
  const sortable = useSortable({ id: props.id });
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition } =
    sortable;
  return (
    <Card
      ref={setNodeRef}
      component="li"
      withBorder
      padding="sm"
      aria-label={props.name}
      data-record-id={props.id}
      style={{
        listStyle: 'none',
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : undefined,
        boxShadow: sortable.isDragging ? 'var(--mantine-shadow-md)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={`Seret: ${props.name}`}
          title="Seret untuk memindahkan"
          style={{ cursor: props.busy ? 'default' : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        {props.children}
      </Group>
    </Card>
  );
}

function MoveButton(props: {
  direction: Direction;
  name: string;
  busy: boolean;
  disabled: boolean;
  onClick(): void;
}) {
  const label = props.direction === 'up' ? 'Naik' : 'Turun';
  const Icon = props.direction === 'up' ? IconArrowUp : IconArrowDown;
  return (
    <ActionIcon
      variant="subtle"
      aria-label={`${label}: ${props.name}`}
      title={label}
      data-move={props.direction}
      // While an order is saved the button stays focusable (disabled would drop focus).
      data-disabled={props.busy || undefined}
      aria-disabled={props.busy || undefined}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon size={16} aria-hidden />
    </ActionIcon>
  );
}

/** What a managed list uses of its manager (use-resource-manager). */
interface ListManager<T> {
  busy: boolean;
  reorder(ids: string[]): Promise<void>;
  edit(item: T): void;
  askRemove(item: T): void;
}

/**
 * A manager's records in their order, each row ending with Edit and Hapus (RecordButtons); a
 * move saves the new order through the manager unless `onReorder` says otherwise.
 */
export function ManagedSortableList<T extends { id: string }>(
  props: Omit<SortableListProps<T>, 'busy' | 'onReorder' | 'actions'> & {
    manager: ListManager<T>;
    onReorder?(ids: string[]): void;
    /** Instead of asking the manager to remove it (a record that may not go yet). */
    onDelete?(item: T): void;
    /** The row's own controls, before Edit (a publish switch). */
    before?(item: T): ReactNode;
  },
) {
  const { manager, onReorder, onDelete, before, ...list } = props;
  return (
    <SortableList
      {...list}
      busy={manager.busy}
      onReorder={onReorder ?? ((ids) => void manager.reorder(ids))}
      actions={(item) => (
        <>
          {before?.(item)}
          <RecordButtons
            name={props.nameOf(item)}
            onEdit={() => manager.edit(item)}
            onDelete={() => (onDelete ?? manager.askRemove)(item)}
          />
        </>
      )}
    />
  );
}
