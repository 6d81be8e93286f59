import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ElectionOverview } from '../../backend/evoting-api';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { ElectionStateBadge } from '../evoting/ElectionStateBadge';
import { formatElectionInstant } from '../evoting/election-format';
import { panitiaPath } from './request-status';
import { RequestHeading } from './RequestHeading';

/** The signed-in account's requests with their decision and, when refused, the reason. */
export function MyRequestsSection(props: { accountId: string }) {
  const { value, error } = useLiveQuery(LIVE_TOPICS.myElectionRequests, props.accountId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="pengajuan-saya">
      <Title order={2} size="h3" id="pengajuan-saya">
        Pengajuan Saya
      </Title>
      <AsyncContent
        value={value}
        error={error}
        errorTitle="Pengajuan tidak dapat dimuat"
        loadingLabel="Memuat pengajuan"
        empty="Belum ada pengajuan."
      >
        {(requests) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {requests.map((request) => (
              <Card withBorder radius="md" padding="md" component="li" key={request.id}>
                <RequestHeading
                  request={request}
                  meta={
                    <>
                      {request.penyelenggara} · diajukan{' '}
                      {formatElectionInstant(request.diajukanPada)}
                    </>
                  }
                />
                {request.status === 'ditolak' && request.alasanPenolakan && (
                  <Text size="sm" mt="xs">
                    <strong>Alasan penolakan:</strong> {request.alasanPenolakan}
                  </Text>
                )}
                {request.status === 'disetujui' && request.pemilihanId && (
                  <Anchor
                    component={Link}
                    to={panitiaPath(request.pemilihanId)}
                    size="sm"
                    mt="xs"
                    fw={600}
                  >
                    Buka Area Panitia
                  </Anchor>
                )}
              </Card>
            ))}
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}

/** The elections this account serves on (the master: every one), each with its committee area. */
export function MyElectionsSection(props: { accountId: string }) {
  const { value, error } = useLiveQuery(LIVE_TOPICS.myCommitteeElections, props.accountId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="pemilihan-saya">
      <Title order={2} size="h3" id="pemilihan-saya">
        Pemilihan yang Anda Kelola
      </Title>
      <AsyncContent
        value={value}
        error={error}
        errorTitle="Daftar pemilihan tidak dapat dimuat"
        loadingLabel="Memuat pemilihan"
        empty="Anda belum ditugaskan sebagai panitia pemilihan."
      >
        {(elections) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {elections.map((election) => (
              <CommitteeElectionItem key={election.id} election={election} />
            ))}
          </Stack>
        )}
      </AsyncContent>
    </Stack>
  );
}

function CommitteeElectionItem(props: { election: ElectionOverview }) {
  const { election } = props;
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {election.nama}
          </Text>
          <Text size="sm" c="dimmed">
            {election.penyelenggara} · mulai {formatElectionInstant(election.mulai)}
          </Text>
        </div>
        <ElectionStateBadge state={election.state} />
      </Group>
      <Button
        aria-label={`Kelola: ${election.nama}`}
        component={Link}
        to={panitiaPath(election.id)}
        size="xs"
        mt="sm"
        variant="light"
      >
        Kelola
      </Button>
    </Card>
  );
}
