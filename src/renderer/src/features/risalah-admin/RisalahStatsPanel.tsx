import { Center, Grid, Loader, Paper, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RisalahStats } from '../../../../shared/keterbukaan/risalah-stats';
import { formatCount } from '../proker/proker-format';
import { FigureCard } from '../../ui/admin-kit/FigureCard';

// recharts is large: its chunk comes with this panel only.
const RisalahMonthChart = lazy(() => import('./RisalahMonthChart'));

/**
 * Kelola Risalah's figures (ORIGINAL.md §2.6): Total Rapat, Total Tugas, Tugas Selesai, the share
 * done, and the meetings per month.
 */
export function RisalahStatsPanel(props: {
  stats: RisalahStats;
  perMonth: { bulan: string; jumlah: number }[];
}) {
  const { stats, perMonth } = props;
  const figures = [
    { label: 'Total Rapat', value: formatCount(stats.totalRapat) },
    { label: 'Total Tugas', value: formatCount(stats.totalTugas) },
    { label: 'Tugas Selesai', value: formatCount(stats.tugasSelesai) },
    { label: 'Penyelesaian', value: `${stats.persenSelesai}%` },
  ];
  return (
    <Grid gap="md">
      {figures.map((figure) => (
        <Grid.Col key={figure.label} span={{ base: 6, md: 3 }}>
          <FigureCard label={figure.label} value={figure.value} />
        </Grid.Col>
      ))}
      {perMonth.length > 0 && (
        <Grid.Col span={12}>
          <Paper withBorder p="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
              Rapat per Bulan
            </Text>
            <Suspense
              fallback={
                <Center h={220}>
                  <Loader size="sm" aria-label="Memuat grafik rapat per bulan" />
                </Center>
              }
            >
              <RisalahMonthChart perMonth={perMonth} />
            </Suspense>
            {/* The chart's figures as text: what a screen reader reads. */}
            <VisuallyHidden>
              <ul>
                {perMonth.map((month) => (
                  <li key={month.bulan}>{`${month.bulan}: ${month.jumlah} rapat`}</li>
                ))}
              </ul>
            </VisuallyHidden>
          </Paper>
        </Grid.Col>
      )}
    </Grid>
  );
}
