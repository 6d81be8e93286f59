import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import type { VotingStats } from './voting-stats';

const CARDS: { key: keyof VotingStats; label: string; hint: string }[] = [
  { key: 'permintaanMasuk', label: 'Permintaan Masuk', hint: 'menunggu keputusan' },
  { key: 'eventAktif', label: 'Pemilihan Aktif', hint: 'sedang berlangsung' },
  { key: 'pemilihTerdaftar', label: 'Pemilih Terdaftar', hint: 'terverifikasi di semua pemilihan' },
  { key: 'totalSuara', label: 'Total Suara', hint: 'pemilih yang sudah memilih' },
];

/** The counts at the top of Manajemen E-Voting; "…" until both lists have arrived. */
export function VotingStatCards(props: { stats: VotingStats | undefined }) {
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
            {props.stats ? props.stats[card.key].toLocaleString('id-ID') : '…'}
          </Text>
          <Text size="xs" c="dimmed">
            {card.hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
