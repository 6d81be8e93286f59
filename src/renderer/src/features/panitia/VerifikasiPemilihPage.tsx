import { Button, Card, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ELECTION_LIMITS, EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import type { RollEntry } from '../../../../shared/evoting/roll';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import { formatDateTime } from '../../lib/dates';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { usePanitia } from './panitia-context';
import { PanitiaPageHeader } from './PanitiaPageHeader';
import { useCommitteeAction } from './use-committee-action';

/** The voters who asked to join and wait for this committee's check. */
export const waitingEntries = (roll: readonly RollEntry[]): RollEntry[] =>
  roll
    .filter((entry) => entry.status === 'menunggu')
    .sort((a, b) => a.dibuatPada.localeCompare(b.dibuatPada));

/**
 * Verifikasi Pemilih (issue 18 item 4): the voters who asked to join this election (and only
 * this one), with their data for the KTM check; "Verifikasi" puts them on the roll, "Tolak" needs
 * a reason, which the voter sees on their dashboard.
 */
export default function VerifikasiPemilihPage() {
  const { election } = usePanitia();
  const { value, error } = useLiveQuery(LIVE_TOPICS.committeeRoll, election.id);
  const act = useCommitteeAction();
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<RollEntry | null>(null);
  const waiting = value ? waitingEntries(value) : undefined;

  const verify = async (entry: RollEntry) => {
    setBusy(entry.voterId);
    await act(
      (committee, eventId) => committee.verify(eventId, entry.voterId),
      `${entry.namaLengkap} terverifikasi.`,
    );
    setBusy(null);
  };

  return (
    <Stack gap="lg" maw={1100}>
      <PanitiaPageHeader
        title="Verifikasi Pemilih"
        election={election}
        description="Periksa identitas (KTM) setiap pemilih yang meminta bergabung sebelum memverifikasinya."
      />
      <AsyncContent
        value={waiting}
        error={error}
        errorTitle="Permintaan bergabung tidak dapat dimuat"
        loadingLabel="Memuat permintaan bergabung"
        empty="Tidak ada pemilih yang menunggu verifikasi."
      >
        {(entries) => (
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {entries.map((entry) => (
              <Card key={entry.voterId} withBorder radius="md" padding="md" component="li">
                <Stack gap={4}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {entry.namaLengkap}
                  </Text>
                  <Text size="sm">NIM: {entry.nim}</Text>
                  <Text size="sm">Prodi: {entry.prodi}</Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {/* Waiting entries asked to join themselves, so their email is there. */}
                    Email: {entry.email ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Meminta bergabung {formatDateTime(entry.dibuatPada)}
                  </Text>
                  <Group gap="xs" mt="xs">
                    <Button
                      aria-label={`Verifikasi: ${entry.namaLengkap}`}
                      size="xs"
                      color="green"
                      leftSection={<IconCheck size={14} aria-hidden />}
                      loading={busy === entry.voterId}
                      onClick={() => void verify(entry)}
                    >
                      Verifikasi
                    </Button>
                    <Button
                      aria-label={`Tolak: ${entry.namaLengkap}`}
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconX size={14} aria-hidden />}
                      disabled={busy === entry.voterId}
                      onClick={() => setRejecting(entry)}
                    >
                      Tolak
                    </Button>
                  </Group>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </AsyncContent>
      <RejectVoterModal
        entry={rejecting}
        onClose={() => setRejecting(null)}
        onReject={async (entry, alasan) => {
          const done = await act(
            (committee, eventId) => committee.reject(eventId, entry.voterId, alasan),
            `Permintaan ${entry.namaLengkap} ditolak.`,
          );
          if (done) setRejecting(null);
        }}
      />
    </Stack>
  );
}

function RejectVoterModal(props: {
  entry: RollEntry | null;
  onClose(): void;
  onReject(entry: RollEntry, alasan: string): Promise<void>;
}) {
  const { entry } = props;
  const [alasan, setAlasan] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [shownFor, setShownFor] = useState<string | null>(null);
  if ((entry?.voterId ?? null) !== shownFor) {
    setShownFor(entry?.voterId ?? null);
    setAlasan('');
    setProblem(null);
  }
  const reject = async () => {
    if (!entry) return;
    if (!alasan.trim()) {
      setProblem(EVOTING_MESSAGES.reasonRequired);
      return;
    }
    setBusy(true);
    await props.onReject(entry, alasan.trim());
    setBusy(false);
  };
  return (
    <Modal opened={entry !== null} onClose={() => !busy && props.onClose()} title="Tolak Pemilih">
      {entry && (
        <Stack gap="md">
          <Text size="sm">
            Tolak permintaan <strong>{entry.namaLengkap}</strong> ({entry.nim})? Alasannya
            ditampilkan di dasbor pemilih.
          </Text>
          <PlainTextarea
            label="Alasan penolakan"
            required
            minRows={3}
            maxRows={6}
            maxLength={ELECTION_LIMITS.reasonMax}
            value={alasan}
            error={problem}
            errorProps={{ role: 'alert' }}
            onChange={(event) => {
              setAlasan(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={busy}>
              Batal
            </Button>
            <Button color="red" loading={busy} onClick={() => void reject()}>
              Tolak Pemilih
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
