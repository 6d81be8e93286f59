import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { StrukturStats as Stats } from '../../../../shared/struktur/struktur';

/** Statistik Keanggotaan (ORIGINAL.md §1.2): divisions, members, members per study programme. */
export function StrukturStats({ stats }: { stats: Stats }) {
  const tiles = [
    { label: 'Total Divisi', value: stats.totalDivisi },
    { label: 'Total Pengurus', value: stats.totalPengurus },
    ...stats.perProdi.map((p) => ({ label: p.prodi, value: p.jumlah })),
  ];
  return (
    <section aria-labelledby="statistik-keanggotaan">
      <Title order={2} id="statistik-keanggotaan" mb="md">
        Statistik Keanggotaan
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" component="dl" m={0}>
        {tiles.map((tile) => (
          <Paper key={tile.label} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="dimmed">
              {tile.label}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700}>
              {tile.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
