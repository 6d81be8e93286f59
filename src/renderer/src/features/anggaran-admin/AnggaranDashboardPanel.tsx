// The ring is drawn by its own stylesheet, which only the pages showing one load.
import '@mantine/core/styles/RingProgress.css';
import { Card, Group, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnggaranDashboard } from '../../../../shared/keterbukaan/anggaran-dashboard';
import { formatPercent, formatRupiah } from '../../../../shared/keterbukaan/rupiah';
import { AnggaranRecapTable } from './AnggaranRecapTable';

function Figure(props: { label: string; value: number }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text fw={700} size="lg" c={props.value < 0 ? 'red' : undefined}>
        {formatRupiah(props.value)}
      </Text>
    </Card>
  );
}

/**
 * The dashboard (ORIGINAL.md §2.6): the totals with global absorption as a ring, the charts, and
 * the recap per organisation. `charts` is the chart part, loaded apart (it brings recharts).
 */
export function AnggaranDashboardPanel(props: {
  dashboard: AnggaranDashboard;
  /** "Semua Tahun" or "Tahun 2025": what the figures cover. */
  scope: string;
  charts?: ReactNode;
}) {
  const { summary, perOrganisation, grandTotal } = props.dashboard;
  const serapan = summary.totalDisetujui > 0 ? summary.serapanPersen : null;
  return (
    <Stack gap="md" component="section" aria-labelledby="dasbor-anggaran">
      <Title order={2} size="h3" id="dasbor-anggaran">
        Dasbor Anggaran ({props.scope})
      </Title>
      <Group align="stretch" wrap="wrap" gap="md">
        <Card withBorder padding="sm">
          <Group gap="sm" wrap="nowrap">
            <RingProgress
              size={120}
              thickness={12}
              roundCaps
              sections={[{ value: Math.min(100, serapan ?? 0), color: 'teal' }]}
              label={
                <Text ta="center" fw={700} size="md">
                  {formatPercent(serapan)}
                </Text>
              }
              aria-label={`Serapan dana ${formatPercent(serapan)}`}
            />
            <Stack gap={0}>
              <Text fw={600}>Serapan Dana</Text>
              <Text size="xs" c="dimmed">
                {summary.jumlahProgram} program
              </Text>
            </Stack>
          </Group>
        </Card>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: '1 1 320px' }}>
          <Figure label="Total Diajukan" value={summary.totalDiajukan} />
          <Figure label="Total Disetujui" value={summary.totalDisetujui} />
          <Figure label="Total Realisasi" value={summary.totalRealisasi} />
          <Figure label="Sisa Dana" value={summary.sisaDana} />
        </SimpleGrid>
      </Group>
      {props.charts}
      <Title order={3} size="h4">
        Rekap per Organisasi
      </Title>
      {perOrganisation.length === 0 ? (
        <Text c="dimmed">Belum ada program anggaran.</Text>
      ) : (
        <AnggaranRecapTable rows={perOrganisation} total={grandTotal} />
      )}
    </Stack>
  );
}
