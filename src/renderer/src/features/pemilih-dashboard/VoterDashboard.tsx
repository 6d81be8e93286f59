import { Alert, Button, Grid, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { CardGrid } from '../../ui/CardGrid';
import { IconLogout, IconSpeakerphone } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { VoterElection } from '../../backend/evoting-api';
import { useLiveQuery } from '../../backend/use-live-query';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { formatElectionInstant } from '../evoting/election-format';
import { JoinElectionsSection } from './JoinElectionsSection';
import { splitVoterElections, voterAnnouncements } from './voter-elections';
import { VoterElectionCard } from './VoterElectionCard';
import { VoterProfileCard } from './VoterProfileCard';

/**
 * The voter's dashboard (ORIGINAL.md §3.6, from the backend's own answer: only the elections
 * whose roll holds this voter, with their place on it): greeting and Logout, the profile card,
 * the announcements of their elections, their active and past elections, and the upcoming ones
 * they may ask to join.
 */
export default function VoterDashboard(props: {
  voter: VoterProfile;
  onLogout(): void;
  loggingOut: boolean;
}) {
  const { voter } = props;
  // Keyed by the voter, so one voter's cached elections never show for another in the same tab.
  const { value, error } = useLiveQuery(LIVE_TOPICS.voterElections, voter.id);
  const split = useMemo(() => (value ? splitVoterElections(value) : undefined), [value]);
  const announcements = useMemo(() => (value ? voterAnnouncements(value) : []), [value]);

  return (
    <>
      <Group justify="space-between" align="center" mb="lg">
        <Text c="dimmed">Selamat datang, {voter.namaLengkap}.</Text>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={props.onLogout}
          loading={props.loggingOut}
        >
          Logout
        </Button>
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <VoterProfileCard voter={voter} />
            {value && <JoinElectionsSection mine={value} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {announcements.length > 0 && (
              <Alert
                color="yellow"
                icon={<IconSpeakerphone size={18} aria-hidden />}
                title="Pengumuman Penting"
              >
                <Stack gap="xs">
                  {announcements.map((announcement) => (
                    <div key={announcement.id}>
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {announcement.teks}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {announcement.pemilihan} · {formatElectionInstant(announcement.dibuatPada)}
                      </Text>
                    </div>
                  ))}
                </Stack>
              </Alert>
            )}
            <AsyncContent
              value={split}
              error={error}
              errorTitle="Pemilihan Anda tidak dapat dimuat"
              loadingLabel="Memuat pemilihan Anda"
            >
              {(lists) => (
                <Tabs defaultValue="aktif">
                  <Tabs.List>
                    <Tabs.Tab value="aktif">Pemilihan Aktif ({lists.aktif.length})</Tabs.Tab>
                    <Tabs.Tab value="riwayat">Riwayat ({lists.riwayat.length})</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="aktif" pt="md">
                    <ElectionList
                      voter={voter}
                      elections={lists.aktif}
                      empty="Belum ada pemilihan aktif untuk Anda. Minta bergabung ke pemilihan yang akan datang."
                    />
                  </Tabs.Panel>
                  <Tabs.Panel value="riwayat" pt="md">
                    <ElectionList
                      voter={voter}
                      elections={lists.riwayat}
                      empty="Belum ada riwayat pemilihan."
                    />
                  </Tabs.Panel>
                </Tabs>
              )}
            </AsyncContent>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

function ElectionList(props: { voter: VoterProfile; elections: VoterElection[]; empty: string }) {
  if (props.elections.length === 0)
    return (
      <Paper withBorder p="lg" radius="md">
        <Text c="dimmed" size="sm">
          {props.empty}
        </Text>
      </Paper>
    );
  return (
    <CardGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {props.elections.map((election) => (
        <VoterElectionCard key={election.id} election={election} voter={props.voter} />
      ))}
    </CardGrid>
  );
}
