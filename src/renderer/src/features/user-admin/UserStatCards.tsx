import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import type { UserStats } from './user-filters';

const CARDS: { key: keyof UserStats; label: string }[] = [
  { key: 'total', label: 'Total Akun' },
  { key: 'admin', label: 'Admin' },
  { key: 'panitia', label: 'Panitia' },
  { key: 'pending', label: 'Menunggu Persetujuan' },
];

/** The counts at the top of Kelola Pengguna; "…" until the list has arrived. */
export function UserStatCards({ stats }: { stats: UserStats | undefined }) {
  const id = useId();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {CARDS.map((card) => (
        <Paper
          key={card.key}
          withBorder
          p="md"
          radius="md"
          role="group"
          aria-labelledby={`${id}-${card.key}`}
        >
          <Text id={`${id}-${card.key}`} size="xs" c="dimmed" fw={600} tt="uppercase">
            {card.label}
          </Text>
          <Text fz={28} fw={700}>
            {stats ? stats[card.key] : '…'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
