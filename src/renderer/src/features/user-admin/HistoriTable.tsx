import { Table, Text } from '@mantine/core';
import type { HistoriEntry } from '../../backend/contract';
import { formatDateTime } from '../../lib/dates';
import { HistoriChanges } from './HistoriChanges';
import classes from './HistoriTable.module.css';

/**
 * The history as read-only rows: when, who, what (and, for an edit, which fields it changed). The roles are written out because a table
 * shown as stacked blocks on a phone would otherwise lose them in some browsers.
 */
export function HistoriTable({ entries }: { entries: readonly HistoriEntry[] }) {
  return (
    // A scrolling region must be reachable by keyboard, with a name to announce.
    <div className={classes.region} role="region" aria-label="Tabel log aktivitas" tabIndex={0}>
      <Table
        verticalSpacing="sm"
        striped
        aria-label="Log aktivitas"
        role="table"
        className={classes.table}
      >
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            <Table.Th role="columnheader" w={190}>
              Waktu
            </Table.Th>
            <Table.Th role="columnheader" w={240}>
              Oleh
            </Table.Th>
            <Table.Th role="columnheader">Aktivitas</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {entries.map((entry) => (
            <Table.Tr key={entry.id} role="row">
              <Table.Td role="cell">
                <span className={classes.label} aria-hidden>
                  Waktu
                </span>
                <Text
                  size="sm"
                  component="time"
                  dateTime={entry.timestamp}
                  className={classes.time}
                >
                  {formatDateTime(entry.timestamp)}
                </Text>
              </Table.Td>
              <Table.Td role="cell">
                <span className={classes.label} aria-hidden>
                  Oleh
                </span>
                <Text size="sm">{entry.oleh}</Text>
              </Table.Td>
              <Table.Td role="cell">
                <span className={classes.label} aria-hidden>
                  Aktivitas
                </span>
                <Text size="sm" className={classes.action}>
                  {entry.action}
                </Text>
                {entry.changes && <HistoriChanges changes={entry.changes} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
