import { Table, Text } from '@mantine/core';
import type { HistoriEntry } from '../../backend/contract';
import { formatDateTime } from '../../lib/dates';

/** The history as read-only rows: when, who, what. */
export function HistoriTable({ entries }: { entries: readonly HistoriEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" striped aria-label="Log aktivitas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={190}>Waktu</Table.Th>
            <Table.Th w={240}>Oleh</Table.Th>
            <Table.Th>Aktivitas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text
                  size="sm"
                  component="time"
                  dateTime={entry.timestamp}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {formatDateTime(entry.timestamp)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.oleh}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.action}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
