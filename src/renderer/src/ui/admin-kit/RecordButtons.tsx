import { ActionIcon, Switch } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * "Edit: {name}" and "Hapus: {name}", the buttons at the end of every manager's row; a row's own
 * actions (`children`) stand between them, so deleting stays the last button.
 */
export function RecordButtons(props: {
  name: string;
  onEdit(): void;
  onDelete(): void;
  children?: ReactNode;
  /** The delete button's tooltip: "Hapus permanen" where a record can also be cancelled. */
  deleteTitle?: string;
}) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        aria-label={`Edit: ${props.name}`}
        title="Edit"
        onClick={props.onEdit}
      >
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      {props.children}
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Hapus: ${props.name}`}
        title={props.deleteTitle ?? 'Hapus'}
        onClick={props.onDelete}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </>
  );
}

/** Published or a draft, switched from the list: "Terbitkan: {name}". */
export function PublishSwitch(props: {
  name: string;
  published: boolean;
  onChange(next: boolean): void;
}) {
  return (
    <Switch
      size="sm"
      checked={props.published}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      aria-label={`Terbitkan: ${props.name}`}
      label={props.published ? 'Terbit' : 'Draf'}
      styles={{ label: { minWidth: '3.2em' } }}
    />
  );
}
