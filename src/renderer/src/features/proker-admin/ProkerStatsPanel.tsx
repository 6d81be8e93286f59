import { Box, Center, Grid, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PROKER_STATUSES, type ProkerStats } from '../../../../shared/keterbukaan/proker';
import { formatCount, PROKER_STATUS_COLOURS } from '../proker/proker-format';
import { FigureCard } from '../../ui/admin-kit/FigureCard';

// recharts is large: its chunk comes with this panel only.
const ProkerStatusChart = lazy(() => import('./ProkerStatusChart'));

/** Kelola Proker's figures: Total Proker, Total Partisipan, and the programmes per status. */
export function ProkerStatsPanel(props: { stats: ProkerStats }) {
  const { stats } = props;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 6, md: 3 }}>
        <FigureCard label="Total Proker" value={formatCount(stats.total)} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <FigureCard label="Total Partisipan" value={formatCount(stats.totalPartisipan)} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p="md" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
            Status Proker
          </Text>
          <Group gap="lg" wrap="wrap" align="center">
            <Suspense
              fallback={
                <Center w={150} h={150}>
                  <Loader size="sm" aria-label="Memuat grafik status" />
                </Center>
              }
            >
              <ProkerStatusChart perStatus={stats.perStatus} />
            </Suspense>
            {/* The chart's figures as text: what a screen reader reads. */}
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {PROKER_STATUSES.map((status) => (
                <Group key={status} gap={8} component="li" wrap="nowrap">
                  <Box
                    w={12}
                    h={12}
                    style={{
                      borderRadius: '50%',
                      background: `var(--mantine-color-${PROKER_STATUS_COLOURS[status]}-6)`,
                    }}
                    aria-hidden
                  />
                  <Text size="sm">
                    {status}: {stats.perStatus[status]}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
