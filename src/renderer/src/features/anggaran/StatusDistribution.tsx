import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ANGGARAN_STATUSES, type AnggaranStatus } from '../../../../shared/keterbukaan/anggaran';
import { formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import { useSeen } from '../../lib/use-seen';
import { STATUS_COLORS } from './anggaran-format';

// @mantine/charts and recharts (about 110 KB gzip): downloaded by this page alone, and only once
// the chart's place is on screen, so they are no part of the page's first load.
const StatusChart = lazy(() => import('./StatusChart'));

/** "Distribusi Program Berdasarkan Status": the approved budget per status, as a chart and text. */
export function StatusDistribution(props: { perStatus: Record<AnggaranStatus, number> }) {
  const [chartSeen, setChartBox] = useSeen();
  const entries = ANGGARAN_STATUSES.map(
    (status) => [status, props.perStatus[status]] as [AnggaranStatus, number],
  );
  const anything = entries.some(([, amount]) => amount > 0);
  return (
    <Stack gap="md" component="section" aria-labelledby="distribusi-status">
      <Title order={2} id="distribusi-status" size="h3">
        Distribusi Program Berdasarkan Status
      </Title>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Box ref={setChartBox} mih={180} style={{ display: 'flex', justifyContent: 'center' }}>
            {anything && chartSeen ? (
              // Decoration: the figures are the list beside it. `inert` keeps the chart's own
              // focusable parts (recharts' sectors) from keyboard and screen reader alike.
              <div inert>
                <Suspense fallback={null}>
                  <StatusChart perStatus={entries} />
                </Suspense>
              </div>
            ) : !anything ? (
              <Text c="dimmed" size="sm" style={{ alignSelf: 'center' }}>
                Belum ada anggaran yang disetujui.
              </Text>
            ) : null}
          </Box>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {entries.map(([status, amount]) => (
              <Group key={status} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Badge color={STATUS_COLORS[status]} variant="light">
                  {status}
                </Badge>
                <Text size="sm" fw={600}>
                  {formatRupiah(amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
