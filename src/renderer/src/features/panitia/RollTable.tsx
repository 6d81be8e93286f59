import { ActionIcon, Table, Text, VisuallyHidden } from '@mantine/core';
import { AdminTableHead } from '../../ui/admin-kit/RecordTable';
import { IconTrash } from '@tabler/icons-react';
import type { RollEntry } from '../../../../shared/evoting/roll';
import { RollStatusBadge } from './RollStatusBadge';

/**
 * The roll as its committee reads it: who, their programme and email, status and origin. The
 * email is there only for a voter who asked to join; a voter the committee added shows "—".
 */
export function RollTable(props: {
  entries: RollEntry[];
  locked: boolean;
  onRemove(entry: RollEntry): void;
}) {
  return (
    // Relative: the hidden "Aksi" header is positioned inside the scrolling box, not the page.
    <Table.ScrollContainer minWidth={760} type="native" style={{ position: 'relative' }}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Daftar pemilih">
        <AdminTableHead columns={['Nama', 'NIM', 'Prodi', 'Email', 'Status']} />
        <Table.Tbody>
          {props.entries.map((entry) => (
            <Table.Tr key={entry.voterId}>
              <Table.Td>{entry.namaLengkap}</Table.Td>
              <Table.Td>{entry.nim}</Table.Td>
              <Table.Td>{entry.prodi}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {entry.email ?? (
                  <>
                    <Text span c="dimmed" aria-hidden>
                      —
                    </Text>
                    <VisuallyHidden>Tidak ditampilkan: ditambahkan panitia</VisuallyHidden>
                  </>
                )}
              </Table.Td>
              <Table.Td>
                <RollStatusBadge status={entry.status} />
                {entry.sumber === 'pemilih' && (
                  <Text size="xs" c="dimmed">
                    atas permintaan pemilih
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Hapus ${entry.namaLengkap} dari daftar pemilih`}
                  disabled={props.locked}
                  onClick={() => props.onRemove(entry)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
