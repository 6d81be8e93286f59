import { SimpleGrid } from '@mantine/core';
import { LabelledFigureCard } from '../../ui/admin-kit/FigureCard';
import type { VotingStats } from './voting-stats';

const CARDS: { key: keyof VotingStats; label: string; hint: string }[] = [
  { key: 'permintaanMasuk', label: 'Permintaan Masuk', hint: 'menunggu keputusan' },
  { key: 'eventAktif', label: 'Pemilihan Aktif', hint: 'sedang berlangsung' },
  { key: 'pemilihTerdaftar', label: 'Pemilih Terdaftar', hint: 'terverifikasi di semua pemilihan' },
  { key: 'totalSuara', label: 'Total Suara', hint: 'pemilih yang sudah memilih' },
];

/** The counts at the top of Manajemen E-Voting; "…" until both lists have arrived. */
export function VotingStatCards(props: { stats: VotingStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {CARDS.map((card) => (
        <LabelledFigureCard
          key={card.key}
          label={card.label}
          value={props.stats ? props.stats[card.key].toLocaleString('id-ID') : '…'}
          hint={card.hint}
        />
      ))}
    </SimpleGrid>
  );
}
