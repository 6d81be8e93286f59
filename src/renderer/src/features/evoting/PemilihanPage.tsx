import { Box, Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PublicElection } from '../../../../shared/evoting/election';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { PublicElectionQuery } from '../../backend/evoting-api';
import { useLiveQuery } from '../../backend/use-live-query';
import { useAddressSearch } from '../../lib/use-address-search';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { electionQueryFromSearch, electionSearchFromQuery } from './election-address';
import { ElectionCard } from './ElectionCard';
import { ElectionFilters } from './ElectionFilters';

export const PEMILIHAN_TEXT = {
  title: 'Portal E-Voting',
  subtitle: 'Keluarga Mahasiswa Politeknik Teknologi Nuklir Indonesia',
  voterLogin: 'Masuk Portal Pemilih',
  voterRegister: 'Daftar sebagai Pemilih',
  request: 'Ajukan Permintaan Pemilihan',
  empty: 'Tidak ada pemilihan ditemukan',
} as const;

/**
 * /pemilihan (ORIGINAL.md §3.1): every election but drafts, filtered by the backend, live, with
 * public fields only (no roll, no committee, no counts). The filter lives in the address.
 */
export default function PemilihanPage() {
  const [search, setSearch] = useAddressSearch();
  const query = electionQueryFromSearch(search);
  const { value, error } = useLiveQuery(LIVE_TOPICS.electionsPublic, query);
  // While a new filter loads, the cards shown stay (no flash of a spinner).
  const [last, setLast] = useState<PublicElection[] | undefined>(value);
  if (value && value !== last) setLast(value);
  const elections = value ?? last;

  // From the address as it is now, not as rendered: two quick changes both stay.
  const change = (next: Partial<PublicElectionQuery>) =>
    setSearch((now) => electionSearchFromQuery({ ...electionQueryFromSearch(now), ...next }), {
      replace: true,
    });

  return (
    <>
      <Box bg="navy.9" c="white" py={56}>
        <Container size="lg">
          <Title order={1}>{PEMILIHAN_TEXT.title}</Title>
          <Text size="lg" mt="xs" c="gray.3">
            {PEMILIHAN_TEXT.subtitle}
          </Text>
          <Group mt="xl" gap="sm">
            <Button component={Link} to="/login-pemilih" color="gold.5" c="navy.9">
              {PEMILIHAN_TEXT.voterLogin}
            </Button>
            <Button component={Link} to="/register-pemilih" variant="white">
              {PEMILIHAN_TEXT.voterRegister}
            </Button>
            <Button component={Link} to="/request-pemilihan" variant="outline" color="gray.0">
              {PEMILIHAN_TEXT.request}
            </Button>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={40}>
        <ElectionFilters query={query} onChange={change} />
        <AsyncContent
          value={elections}
          error={error}
          errorTitle="Daftar pemilihan tidak dapat dimuat"
          loadingLabel="Memuat daftar pemilihan"
          empty={PEMILIHAN_TEXT.empty}
          refreshing={!value}
        >
          {(loaded) => (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              p={0}
              m={0}
              aria-label="Daftar pemilihan"
            >
              {loaded.map((election) => (
                <ElectionCard key={election.id} election={election} />
              ))}
            </SimpleGrid>
          )}
        </AsyncContent>
      </Container>
    </>
  );
}
