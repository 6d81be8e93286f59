import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { LabelledFigureCard } from '../../ui/admin-kit/FigureCard';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { Countdown } from '../evoting/Countdown';
import { countdownTarget, formatElectionInstant, turnoutText } from '../evoting/election-format';
import { usePanitia } from './panitia-context';
import { PanitiaPageHeader } from './PanitiaPageHeader';
import { ResultsSection } from './ResultsSection';
import { BeleniosPreparation } from './belenios/BeleniosPreparation';

/**
 * Ringkasan (issue 18 item 4): the roll (verified, waiting), the candidates, the turnout (live
 * once open: how many of the roll voted, never for whom), the state and schedule, and what still
 * keeps the election from opening; before opening, a Belenios election's trustees and voters'
 * credentials (issue 34); once closed, the decryption, the results' publication and the berita
 * acara (issue 19 item 3).
 */
export default function RingkasanPanitiaPage() {
  const { election } = usePanitia();
  const id = useId();
  const open = election.state === 'berlangsung' || election.state === 'selesai';
  const cards = [
    {
      key: 'pemilih',
      label: 'Pemilih Terverifikasi',
      value: election.jumlahPemilih.toLocaleString('id-ID'),
    },
    {
      key: 'menunggu',
      label: 'Menunggu Verifikasi',
      value: election.menungguVerifikasi.toLocaleString('id-ID'),
    },
    { key: 'kandidat', label: 'Kandidat', value: election.jumlahKandidat.toLocaleString('id-ID') },
    {
      key: 'partisipasi',
      label: 'Partisipasi',
      value: open ? turnoutText(election.sudahMemilih, election.jumlahPemilih) : 'Belum dibuka',
    },
  ];
  const preparing = election.state === 'draf' || election.state === 'dijadwalkan';

  return (
    <Stack gap="lg" maw={1100}>
      <PanitiaPageHeader title="Ringkasan" election={election} />
      {preparing && election.belumSiap && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Belum siap dibuka"
        >
          {election.belumSiap}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {cards.map((card) => (
          <LabelledFigureCard
            key={card.key}
            label={card.label}
            value={card.value}
            fz={card.key === 'partisipasi' ? 20 : 28}
          />
        ))}
      </SimpleGrid>
      <ResultsSection election={election} />
      <BeleniosPreparation election={election} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-jadwal`}>
        <Text id={`${id}-jadwal`} fw={700} mb="xs">
          Jadwal
        </Text>
        <Text size="sm">
          <strong>Mulai:</strong> {formatElectionInstant(election.mulai)}
        </Text>
        <Text size="sm">
          <strong>Selesai:</strong> {formatElectionInstant(election.selesai)}
        </Text>
        <Text size="sm">
          <strong>Opsi abstain:</strong> {election.abstain ? 'Aktif' : 'Tidak aktif'}
        </Text>
        <Countdown target={countdownTarget(election)} />
      </Paper>
      {election.deskripsi && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {election.deskripsi}
        </Text>
      )}
    </Stack>
  );
}
