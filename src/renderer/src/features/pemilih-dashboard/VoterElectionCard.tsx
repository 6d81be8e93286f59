import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { VoterProfile } from '../../../../shared/evoting/voter';
import type { VoterElection } from '../../backend/evoting-api';
import { CredentialCard } from '../bilik-suara/CredentialCard';
import { Countdown } from '../evoting/Countdown';
import { countdownTarget } from '../evoting/election-format';
import { ballotPath, resultsPath } from '../evoting/election-links';
import { ElectionTitle } from '../evoting/ElectionTitle';
import { ballotBoxPath } from '../kotak-suara/kotak-suara-path';
import { RollStatusBadge } from '../panitia/RollStatusBadge';
import { voterElectionNote } from './voter-elections';

/**
 * One of the voter's elections (ORIGINAL.md §3.6): its state, organiser, countdown, the voter's
 * place on its roll (waiting, verified, or refused with the committee's reason), whether they
 * have voted (a link to the booth, which says when), and the way to the booth or the results. A
 * Belenios election's card offers the credential while it is scheduled, and its public ballot
 * box once open.
 */
export function VoterElectionCard(props: { election: VoterElection; voter: VoterProfile }) {
  const { election } = props;
  const verified = election.statusPemilih === 'terverifikasi';
  const encrypted = election.terenkripsi === true;
  const credential = encrypted && verified && election.state === 'dijadwalkan';
  const box =
    encrypted && (election.state === 'berlangsung' || election.state === 'selesai')
      ? ballotBoxPath(election.id)
      : null;
  const ballot =
    election.state === 'berlangsung' && verified && !election.sudahMemilih
      ? ballotPath(election.id)
      : null;
  const results =
    election.state === 'selesai' && election.hasilDipublikasikan ? resultsPath(election.id) : null;
  const note = voterElectionNote(election);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6}>
        <ElectionTitle election={election} order={3} size="h5" />
        <Text size="sm">{election.jumlahKandidat} Kandidat</Text>
        <Countdown target={countdownTarget(election)} />
        {election.statusPemilih && (
          <Group gap="xs">
            <Text size="sm">Status Anda:</Text>
            <RollStatusBadge status={election.statusPemilih} />
          </Group>
        )}
        {election.statusPemilih === 'ditolak' && election.alasanPenolakan && (
          <Text size="sm" c="red.8">
            <strong>Alasan:</strong> {election.alasanPenolakan}
          </Text>
        )}
        {election.sudahMemilih && (
          // To the booth, which says when they voted (and nothing of their choice).
          <Badge
            component={Link}
            to={ballotPath(election.id)}
            aria-label={`Anda Sudah Memilih: ${election.nama}`}
            color="green"
            variant="filled"
            tt="none"
            leftSection={<IconCircleCheck size={14} aria-hidden />}
            w="fit-content"
            style={{ cursor: 'pointer' }}
          >
            Anda Sudah Memilih
          </Badge>
        )}
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        {credential && (
          <CredentialCard
            eventId={election.id}
            electionName={election.nama}
            voter={props.voter}
            inset
          />
        )}
        {(ballot || results || box) && (
          <Group gap="xs" mt={4}>
            {ballot && (
              <Button
                aria-label={`Masuk Bilik Suara: ${election.nama}`}
                component={Link}
                to={ballot}
                size="xs"
              >
                Masuk Bilik Suara
              </Button>
            )}
            {results && (
              <Button
                aria-label={`Lihat Hasil: ${election.nama}`}
                component={Link}
                to={results}
                size="xs"
                variant="light"
              >
                Lihat Hasil
              </Button>
            )}
            {box && (
              <Button
                aria-label={`Lihat Kotak Suara: ${election.nama}`}
                component={Link}
                to={box}
                size="xs"
                variant="default"
              >
                Lihat Kotak Suara
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
