import { Group, Table, VisuallyHidden, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { RecordButtons } from './RecordButtons';

/** A column of an admin table: its heading, or the heading with the cell's props (width…). */
export type AdminColumn = string | (TableThProps & { label: ReactNode });

/**
 * The head of an admin table: the columns, then the column of the row's buttons, named "Aksi"
 * for screen readers only.
 */
export function AdminTableHead(props: { columns: readonly AdminColumn[]; actionsWidth?: number }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {props.columns.map((column, index) => {
          if (typeof column === 'string') return <Table.Th key={index}>{column}</Table.Th>;
          const { label, ...th } = column;
          return (
            <Table.Th key={index} {...th}>
              {label}
            </Table.Th>
          );
        })}
        <Table.Th w={props.actionsWidth}>
          <VisuallyHidden>Aksi</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The last cell of an admin table's row: the row's own buttons (`before`), then Edit and Hapus. */
export function RecordActionsCell(props: {
  name: string;
  onEdit(): void;
  onDelete(): void;
  before?: ReactNode;
}) {
  return (
    <Table.Td>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {props.before}
        <RecordButtons name={props.name} onEdit={props.onEdit} onDelete={props.onDelete} />
      </Group>
    </Table.Td>
  );
}
