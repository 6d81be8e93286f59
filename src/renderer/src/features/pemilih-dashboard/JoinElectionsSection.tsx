import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { VoterElection } from '../../backend/evoting-api';
import { useBackend } from '../../backend/use-backend';
import { useLiveQuery } from '../../backend/use-live-query';
import { notifyError, notifySuccess } from '../../ui/admin-kit/admin-notify';
import { formatElectionInstant } from '../evoting/election-format';
import { joinableElections } from './voter-elections';

const UPCOMING = { q: '', status: 'akan-datang' } as const;

/**
 * "Minta Bergabung": the upcoming elections the voter is not on yet; asking puts them on the roll
 * as waiting, for that election's committee to verify (their KTM) on verifikasi-pemilih.
 */
export function JoinElectionsSection(props: { mine: readonly VoterElection[] }) {
  const { value: upcoming } = useLiveQuery(LIVE_TOPICS.electionsPublic, UPCOMING);
  const backend = useBackend();
  const [asking, setAsking] = useState<string | null>(null);
  const joinable = upcoming ? joinableElections(upcoming, props.mine) : [];

  const ask = async (eventId: string, nama: string) => {
    setAsking(eventId);
    try {
      await (await backend).voterElections.requestToJoin(eventId);
      notifySuccess(`Permintaan bergabung ke "${nama}" terkirim. Tunggu verifikasi panitia.`);
    } catch (error) {
      notifyError(error);
    } finally {
      setAsking(null);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="minta-bergabung">
      <Title order={2} size="h4" id="minta-bergabung">
        Minta Bergabung
      </Title>
      <Text size="sm" c="dimmed">
        Pemilihan yang akan datang dan belum mencantumkan Anda. Panitia memverifikasi permintaan
        Anda sebelum Anda dapat memilih.
      </Text>
      {upcoming && joinable.length === 0 && (
        <Text size="sm" c="dimmed">
          Tidak ada pemilihan lain yang dapat Anda ikuti saat ini.
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {joinable.map((election) => (
          <Card key={election.id} withBorder radius="md" padding="sm" component="li">
            <Group justify="space-between" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {election.nama}
                </Text>
                <Text size="xs" c="dimmed">
                  {election.penyelenggara} · mulai {formatElectionInstant(election.mulai)}
                </Text>
              </div>
              <Button
                aria-label={`Minta Bergabung: ${election.nama}`}
                size="xs"
                variant="light"
                loading={asking === election.id}
                onClick={() => void ask(election.id, election.nama)}
              >
                Minta Bergabung
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
