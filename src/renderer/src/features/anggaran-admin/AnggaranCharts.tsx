import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { BarChart, DonutChart } from '@mantine/charts';
import {
  Card,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type {
  OrganisationRecap,
  StatusShare,
} from '../../../../shared/keterbukaan/anggaran-dashboard';
import { formatPercent, formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import { STATUS_COLORS } from './status-colors';

/**
 * The dashboard's charts (@mantine/charts over recharts): loaded only when the dashboard is
 * opened (React.lazy), so no other page downloads recharts. Each chart's figures are also written
 * out (the legend, a list for screen readers), so nothing is in the picture alone.
 */

const shade = (color: string) => `${color}.6`;

function StatusChart({ shares }: { shares: readonly StatusShare[] }) {
  const withBudget = shares.filter((share) => share.totalDisetujui > 0);
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="sm">
        Distribusi Anggaran Disetujui per Status
      </Title>
      <Group align="center" gap="lg" wrap="wrap">
        {withBudget.length === 0 ? (
          <Text c="dimmed" size="sm">
            Belum ada anggaran yang disetujui.
          </Text>
        ) : (
          <DonutChart
            aria-hidden
            size={170}
            thickness={26}
            tooltipDataSource="segment"
            // Hidden from assistive technology (the legend says it all), so not focusable either.
            pieChartProps={{ accessibilityLayer: false }}
            pieProps={{ rootTabIndex: -1 }}
            valueFormatter={formatRupiah}
            data={withBudget.map((share) => ({
              name: share.status,
              value: share.totalDisetujui,
              color: shade(STATUS_COLORS[share.status]),
            }))}
          />
        )}
        <Stack gap={4} component="ul" p={0} m={0} aria-label="Anggaran disetujui per status">
          {shares.map((share) => (
            <Group key={share.status} gap="xs" component="li" wrap="nowrap">
              <ColorSwatch
                size={12}
                color={`var(--mantine-color-${STATUS_COLORS[share.status]}-6)`}
                aria-hidden
              />
              <Text size="sm">
                {share.status}: {formatRupiah(share.totalDisetujui)} ({share.jumlahProgram} program)
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Card>
  );
}

function RankingChart(props: { title: string; rows: readonly OrganisationRecap[]; color: string }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h5" mb="sm">
        {props.title}
      </Title>
      {props.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          Belum ada organisasi dengan anggaran disetujui.
        </Text>
      ) : (
        <>
          <BarChart
            aria-hidden
            h={40 + props.rows.length * 36}
            orientation="vertical"
            data={props.rows.map((row) => ({
              organisasi: row.organisasi,
              serapan: Math.round((row.serapanPersen ?? 0) * 10) / 10,
            }))}
            dataKey="organisasi"
            series={[{ name: 'serapan', label: 'Serapan', color: props.color }]}
            valueFormatter={(value) => formatPercent(value)}
            yAxisProps={{ width: 120 }}
            gridAxis="x"
            withBarValueLabel
            barChartProps={{ accessibilityLayer: false }}
          />
          {/* The bars' figures for screen readers (the picture itself is hidden from them). */}
          <VisuallyHidden>
            <ol aria-label={props.title}>
              {props.rows.map((row) => (
                <li key={row.organisasiId ?? '?'}>
                  {row.organisasi}: {formatPercent(row.serapanPersen)}
                </li>
              ))}
            </ol>
          </VisuallyHidden>
        </>
      )}
    </Card>
  );
}

export default function AnggaranCharts(props: {
  perStatus: readonly StatusShare[];
  highest: readonly OrganisationRecap[];
  lowest: readonly OrganisationRecap[];
}) {
  return (
    <Stack gap="md">
      <StatusChart shares={props.perStatus} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RankingChart title="5 Serapan Tertinggi" rows={props.highest} color="teal.6" />
        <RankingChart title="5 Serapan Terendah" rows={props.lowest} color="orange.6" />
      </SimpleGrid>
    </Stack>
  );
}
