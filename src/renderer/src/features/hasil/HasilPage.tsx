import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { BALLOT_TEXTS } from '../../../../shared/evoting/ballot';
import { percent, type ElectionResults } from '../../../../shared/evoting/results';
import { useRecordHead } from '../../shell/navigation/record-head';
import { FigureCard } from '../../ui/admin-kit/FigureCard';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { formatElectionInstant } from '../evoting/election-format';
import { resultRows } from '../evoting/result-rows';
import { useResults } from '../evoting/use-ballot-live';
import { BeleniosRecordSection } from './BeleniosRecordSection';
import { FingerprintSection } from './FingerprintSection';
import { ReceiptSearch } from './ReceiptSearch';
import { ResultsBreakdown } from './ResultsBreakdown';

export const HASIL_TEXT = {
  title: 'Hasil Resmi Pemilihan',
  registered: 'Total Pemilih Terdaftar',
  cast: 'Total Suara Masuk',
  turnout: 'Tingkat Partisipasi',
} as const;

/**
 * /hasil/{eventId} (ORIGINAL.md §3.8): a closed election's published results, for anyone: turnout,
 * counts and shares per candidate and abstain, a chart, every receipt (searchable) and the ballot
 * box's fingerprint; for a Belenios election, its record to download and verify, its fingerprint
 * and the ballot trackers instead. Until published the backend answers nothing but that: "Hasil Belum Tersedia".
 */
export default function HasilPage() {
  const { eventId = '' } = useParams();
  const { value, error } = useResults(eventId);
  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <AsyncContent
        value={value}
        error={error}
        errorTitle="Hasil pemilihan tidak dapat dimuat"
        loadingLabel="Memuat hasil pemilihan"
      >
        {(results) => (results ? <Published results={results} /> : <NotPublished />)}
      </AsyncContent>
    </Container>
  );
}

function NotPublished() {
  return (
    <Stack gap="md" align="flex-start" maw={640}>
      <Title order={1}>{BALLOT_TEXTS.resultsUnavailableTitle}</Title>
      <Text>{BALLOT_TEXTS.resultsUnavailableBody}</Text>
      <Button component={Link} to="/pemilihan" variant="light">
        Kembali ke Portal E-Voting
      </Button>
    </Stack>
  );
}

function Published(props: { results: ElectionResults }) {
  const { results } = props;
  const { election } = results;
  useRecordHead({
    title: `Hasil ${election.nama}`,
    description: `Hasil resmi ${election.nama} (${election.penyelenggara}): perolehan suara, tingkat partisipasi, kode tanda terima dan sidik jari kotak suara.`,
  });
  const figures = [
    { label: HASIL_TEXT.registered, value: results.jumlahPemilih.toLocaleString('id-ID') },
    { label: HASIL_TEXT.cast, value: results.suaraMasuk.toLocaleString('id-ID') },
    { label: HASIL_TEXT.turnout, value: percent(results.suaraMasuk, results.jumlahPemilih) },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{HASIL_TEXT.title}</Title>
        <Text size="lg" fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
          {election.nama}
        </Text>
        <Text size="sm">
          <strong>Penyelenggara:</strong> {election.penyelenggara}
        </Text>
        <Text size="sm" c="dimmed">
          Ditutup {formatElectionInstant(results.ditutupPada)} · Dipublikasikan{' '}
          {formatElectionInstant(results.dipublikasikanPada)}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {figures.map((figure) => (
          <FigureCard key={figure.label} label={figure.label} value={figure.value} />
        ))}
      </SimpleGrid>
      <ResultsBreakdown rows={resultRows(results)} total={results.suaraMasuk} />
      {results.beleniosUuid === null ? (
        <>
          <ReceiptSearch receipts={results.kodeTanda} />
          <FingerprintSection results={results} />
        </>
      ) : (
        <>
          <BeleniosRecordSection results={results} uuid={results.beleniosUuid} />
          <ReceiptSearch receipts={results.kodeTanda} kind="tracker" />
        </>
      )}
      <Group>
        <Button component={Link} to="/pemilihan" variant="default">
          Kembali ke Portal E-Voting
        </Button>
      </Group>
    </Stack>
  );
}
