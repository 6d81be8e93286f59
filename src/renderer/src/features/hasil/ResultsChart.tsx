import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { ResultRow } from '../evoting/result-rows';

/**
 * The counts as horizontal bars, most votes first (ORIGINAL.md §3.8): its own chunk (recharts is
 * large), loaded only once its place is on screen. The same figures are in the table beside it.
 */
export default function ResultsChart(props: { rows: readonly ResultRow[] }) {
  const rows = [...props.rows].sort((a, b) => b.suara - a.suara);
  return (
    <BarChart
      aria-hidden
      h={48 + rows.length * 44}
      orientation="vertical"
      data={rows.map((row) => ({
        pilihan: row.nomor === null ? row.nama : `${row.nomor}. ${row.nama}`,
        suara: row.suara,
      }))}
      dataKey="pilihan"
      series={[{ name: 'suara', label: 'Suara', color: 'navy.6' }]}
      valueFormatter={(value) => value.toLocaleString('id-ID')}
      yAxisProps={{ width: 130 }}
      gridAxis="x"
      withBarValueLabel
      withTooltip={false}
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
