import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import { ManagerBackLink } from '../../ui/admin-kit/ManagerPage';
import { ElectionsPanel } from './ElectionsPanel';
import { EvotingMenuSwitch } from './EvotingMenuSwitch';
import { RequestsPanel } from './RequestsPanel';
import { VotingStatCards } from './VotingStatCards';
import { votingStats } from './voting-stats';

/**
 * Manajemen E-Voting (/admin/manajemen-voting, master only; ORIGINAL.md §3.3 done right): the
 * requests with approve (creating the election and its committee in one step) and reject (with a
 * reason, kept), every election with its state, roll and turnout, and the E-Voting menu switch.
 * The backend refuses every call of this page to anyone but the master.
 */
export default function ManajemenVotingPage() {
  const requests = useLiveQuery(LIVE_TOPICS.electionRequests);
  const elections = useLiveQuery(LIVE_TOPICS.elections);
  const stats = votingStats(requests.value, elections.value);
  return (
    <Stack gap="lg">
      <title>Manajemen E-Voting · Admin BEM KM Poltek Nuklir</title>
      <ManagerBackLink />
      <div>
        <Title order={1}>Manajemen E-Voting</Title>
        <Text c="dimmed">
          Tinjau permintaan pemilihan dari panitia ormawa, tugaskan panitianya, dan pantau setiap
          pemilihan.
        </Text>
      </div>
      <VotingStatCards stats={stats} />
      <EvotingMenuSwitch />
      <Tabs defaultValue="permintaan" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab
            value="permintaan"
            rightSection={
              stats && stats.permintaanMasuk > 0 ? (
                <Badge size="sm" circle>
                  {stats.permintaanMasuk}
                </Badge>
              ) : null
            }
          >
            Permintaan Masuk
          </Tabs.Tab>
          <Tabs.Tab value="event">Daftar Pemilihan</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="permintaan" pt="md">
          <RequestsPanel requests={requests.value} error={requests.error} />
        </Tabs.Panel>
        <Tabs.Panel value="event" pt="md">
          <ElectionsPanel elections={elections.value} error={elections.error} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
