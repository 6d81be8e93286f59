import { Box, Paper, Stack, Table, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSeen } from '../../lib/use-seen';
import type { ResultRow } from '../evoting/result-rows';

// @mantine/charts and recharts: downloaded by this page alone, once the chart's place is seen.
const ResultsChart = lazy(() => import('./ResultsChart'));

/** "Perolehan Suara": the counts and shares per candidate and abstain, as a table and a chart. */
export function ResultsBreakdown(props: { rows: readonly ResultRow[]; total: number }) {
  const [chartSeen, setChartBox] = useSeen();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="perolehan-suara">
      <Stack gap="md">
        <Title order={2} size="h4" id="perolehan-suara">
          Perolehan Suara
        </Title>
        <Table.ScrollContainer minWidth={300} type="native">
          <Table striped aria-labelledby="perolehan-suara">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">No. Urut</Table.Th>
                <Table.Th scope="col">Pilihan</Table.Th>
                <Table.Th scope="col" ta="right">
                  Suara
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Persentase
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>{row.nomor ?? '–'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.nama}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {row.suara.toLocaleString('id-ID')}
                  </Table.Td>
                  <Table.Td ta="right">{row.persen}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={2}>
                  Total Suara Masuk
                </Table.Th>
                <Table.Td ta="right" fw={700}>
                  {props.total.toLocaleString('id-ID')}
                </Table.Td>
                <Table.Td ta="right">{props.total > 0 ? '100%' : '0%'}</Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
        <Box ref={setChartBox} mih={120}>
          {chartSeen && props.total > 0 && (
            // Decoration: the figures are the table above. `inert` keeps the chart's own parts
            // from keyboard and screen reader alike.
            <div inert>
              <Suspense fallback={null}>
                <ResultsChart rows={props.rows} />
              </Suspense>
            </div>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
