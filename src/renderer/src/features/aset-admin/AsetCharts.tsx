import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { ASET_KONDISI } from '../../../../shared/keterbukaan/aset';
import type { AsetStats } from '../../../../shared/keterbukaan/aset-stats';
import { KONDISI_COLOURS } from '../aset/aset-format';

/** Locations shown in the bar chart; the rest are summed as "Lainnya". */
const LOKASI_SHOWN = 8;

function lokasiBars(stats: AsetStats): { lokasi: string; Aset: number }[] {
  const top = stats.perLokasi.slice(0, LOKASI_SHOWN);
  const rest = stats.perLokasi.slice(LOKASI_SHOWN).reduce((sum, row) => sum + row.jumlah, 0);
  return [
    ...top.map((row) => ({ lokasi: row.lokasi, Aset: row.jumlah })),
    ...(rest > 0 ? [{ lokasi: 'Lainnya', Aset: rest }] : []),
  ];
}

/** The figures of a chart for screen readers (a chart is a picture to them). */
function ChartFigures(props: { rows: { label: string; value: number }[] }) {
  return (
    <VisuallyHidden>
      <ul>
        {props.rows.map((row) => (
          <li key={row.label}>{`${row.label}: ${row.value} aset`}</li>
        ))}
      </ul>
    </VisuallyHidden>
  );
}

/**
 * Kelola Aset's charts (ORIGINAL.md §2.6): assets by condition and by location. Its own chunk
 * (@mantine/charts and recharts), loaded only by Kelola Aset (React.lazy).
 */
export default function AsetCharts(props: { stats: AsetStats }) {
  const { stats } = props;
  const kondisi = ASET_KONDISI.map((name) => ({
    name,
    value: stats.perKondisi[name],
    color: `${KONDISI_COLOURS[name]}.6`,
  }));
  const lokasi = lokasiBars(stats);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder radius="md" component="figure" m={0}>
        <Title order={2} size="h5" mb="sm" component="figcaption">
          Aset per Kondisi
        </Title>
        <DonutChart
          data={kondisi.filter((slice) => slice.value > 0)}
          withLabelsLine
          withLabels
          labelsType="value"
          chartLabel={`${stats.total} aset`}
          mx="auto"
          // A picture to screen readers (the figures are listed below), so nothing in it focuses.
          accessibilityLayer={false}
          pieProps={{ rootTabIndex: -1 }}
          aria-hidden
        />
        <Text size="xs" c="dimmed" ta="center" mt="xs" aria-hidden>
          {kondisi.map((slice) => `${slice.name}: ${slice.value}`).join(' · ')}
        </Text>
        <ChartFigures rows={kondisi.map((slice) => ({ label: slice.name, value: slice.value }))} />
      </Card>
      <Card withBorder radius="md" component="figure" m={0}>
        <Title order={2} size="h5" mb="sm" component="figcaption">
          Aset per Lokasi
        </Title>
        <BarChart
          h={Math.max(160, lokasi.length * 36)}
          data={lokasi}
          dataKey="lokasi"
          orientation="vertical"
          yAxisProps={{ width: 140 }}
          series={[{ name: 'Aset', color: 'blue.6' }]}
          withBarValueLabel
          accessibilityLayer={false}
          aria-hidden
        />
        <ChartFigures rows={lokasi.map((row) => ({ label: row.lokasi, value: row.Aset }))} />
      </Card>
    </SimpleGrid>
  );
}
