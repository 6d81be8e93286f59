import { ActionIcon, Badge, Progress, Stack, Table, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { AnggaranRow } from '../../../../shared/keterbukaan/anggaran-list';
import { formatPercent, formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import { AdminTableHead, RecordActionsCell } from '../../ui/admin-kit/RecordTable';
import { STATUS_COLORS } from './status-colors';

/** One page of programmes: name, organisation and year, amounts, absorption, status, SPJ. */
export function AnggaranTable(props: {
  rows: readonly AnggaranRow[];
  onEdit(id: string): void;
  onDelete(id: string): void;
}) {
  return (
    // Positioned, so the hidden "Aksi" header stays inside the scrolling box at 360 px.
    <Table.ScrollContainer minWidth={860} type="native" style={{ position: 'relative' }}>
      <Table verticalSpacing="sm" striped aria-label="Daftar program anggaran">
        <AdminTableHead
          columns={[
            'Program',
            { label: 'Diajukan', ta: 'right' },
            { label: 'Disetujui', ta: 'right' },
            { label: 'Realisasi', ta: 'right' },
            { label: 'Serapan', w: 130 },
            'Status',
          ]}
          actionsWidth={110}
        />
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id} data-testid="baris-anggaran">
              <Table.Td>
                <Stack gap={0}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.namaProgram}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.organisasi} • {row.tahun}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{formatRupiah(row.totalDiajukan)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(row.totalDisetujui)}</Table.Td>
              <Table.Td ta="right" data-testid="realisasi">
                {formatRupiah(row.totalRealisasi)}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Progress
                    value={Math.min(100, row.serapanPersen)}
                    color={row.serapanPersen > 100 ? 'red' : 'teal'}
                    aria-label={`Serapan ${row.namaProgram}`}
                  />
                  <Text size="xs" c="dimmed">
                    {formatPercent(row.totalDisetujui > 0 ? row.serapanPersen : null)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={STATUS_COLORS[row.status]}
                  style={{ overflow: 'visible' }}
                  styles={{ label: { whiteSpace: 'nowrap', overflow: 'visible' } }}
                >
                  {row.status}
                </Badge>
              </Table.Td>
              <RecordActionsCell
                name={row.namaProgram}
                onEdit={() => props.onEdit(row.id)}
                onDelete={() => props.onDelete(row.id)}
                before={
                  row.linkSpj && (
                    <ActionIcon
                      component="a"
                      href={row.linkSpj}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="subtle"
                      aria-label={`Dokumen SPJ: ${row.namaProgram}`}
                      title="Dokumen SPJ"
                    >
                      <IconExternalLink size={16} aria-hidden />
                    </ActionIcon>
                  )
                }
              />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
