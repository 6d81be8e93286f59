import { Table } from '@mantine/core';
import type {
  AmountTotals,
  OrganisationRecap,
} from '../../../../shared/keterbukaan/anggaran-dashboard';
import { formatPercent, formatRupiah } from '../../../../shared/keterbukaan/rupiah';

function Amounts({ row }: { row: AmountTotals }) {
  return (
    <>
      <Table.Td ta="right">{row.jumlahProgram}</Table.Td>
      <Table.Td ta="right">{formatRupiah(row.totalDiajukan)}</Table.Td>
      <Table.Td ta="right">{formatRupiah(row.totalDisetujui)}</Table.Td>
      <Table.Td ta="right">{formatRupiah(row.totalRealisasi)}</Table.Td>
      <Table.Td ta="right" c={row.sisaDana < 0 ? 'red' : undefined}>
        {formatRupiah(row.sisaDana)}
      </Table.Td>
      <Table.Td ta="right">{formatPercent(row.serapanPersen)}</Table.Td>
    </>
  );
}

/** "Rekap per Organisasi" with the grand total as its last line. */
export function AnggaranRecapTable(props: {
  rows: readonly OrganisationRecap[];
  total: AmountTotals;
}) {
  return (
    // Scrolls sideways on a phone: reachable by keyboard, with a name to announce.
    <Table.ScrollContainer
      minWidth={760}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Tabel rekap per organisasi"
    >
      <Table striped verticalSpacing="xs" aria-label="Rekap per organisasi">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Organisasi</Table.Th>
            <Table.Th ta="right">Program</Table.Th>
            <Table.Th ta="right">Diajukan</Table.Th>
            <Table.Th ta="right">Disetujui</Table.Th>
            <Table.Th ta="right">Realisasi</Table.Th>
            <Table.Th ta="right">Sisa</Table.Th>
            <Table.Th ta="right">Serapan</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.organisasiId ?? '?'}>
              <Table.Th scope="row" fw={500}>
                {row.organisasi}
              </Table.Th>
              <Amounts row={row} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">Total Keseluruhan</Table.Th>
            <Amounts row={props.total} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
