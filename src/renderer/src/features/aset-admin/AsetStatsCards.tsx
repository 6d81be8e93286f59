import { Card, SimpleGrid, Text } from '@mantine/core';
import type { AsetStats } from '../../../../shared/keterbukaan/aset-stats';

function Stat(props: { label: string; value: number; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text fw={700} size="xl">
        {props.value.toLocaleString('id-ID')}
      </Text>
      {props.hint && (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      )}
    </Card>
  );
}

/** Kelola Aset's figures: total, per condition, available and lent (ORIGINAL.md §2.6). */
export function AsetStatsCards(props: { stats: AsetStats }) {
  const { stats } = props;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <Stat
        label="Total Aset"
        value={stats.total}
        hint={`${stats.totalUnit.toLocaleString('id-ID')} unit · ${stats.publik} publik`}
      />
      <Stat label="Baik" value={stats.perKondisi.Baik} />
      <Stat label="Perlu Perbaikan" value={stats.perKondisi['Perlu Perbaikan']} />
      <Stat label="Rusak" value={stats.perKondisi.Rusak} />
      <Stat label="Tersedia" value={stats.tersedia} />
      <Stat label="Dipinjam" value={stats.dipinjam} />
    </SimpleGrid>
  );
}
