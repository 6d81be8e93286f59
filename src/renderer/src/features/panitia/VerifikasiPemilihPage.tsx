import { Card, Stack, Text } from '@mantine/core';
import { CardGrid } from '../../ui/CardGrid';
import { useState } from 'react';
import type { RollEntry } from '../../../../shared/evoting/roll';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import { formatDateTime } from '../../lib/dates';
import { DecisionButtons } from '../../ui/admin-kit/DecisionButtons';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { usePanitia } from './panitia-context';
import { PanitiaPageHeader } from './PanitiaPageHeader';
import { RejectReasonModal } from './RejectReasonModal';
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
          <CardGrid cols={{ base: 1, md: 2 }} spacing="md">
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
                  <DecisionButtons
                    subject={entry.namaLengkap}
                    approveLabel="Verifikasi"
                    busy={busy === entry.voterId}
                    onApprove={() => void verify(entry)}
                    onReject={() => setRejecting(entry)}
                    mt="xs"
                  />
                </Stack>
              </Card>
            ))}
          </CardGrid>
        )}
      </AsyncContent>
      <RejectReasonModal
        subject={rejecting}
        keyOf={(entry) => entry.voterId}
        action="Tolak Pemilih"
        question={(entry) => (
          <>
            Tolak permintaan <strong>{entry.namaLengkap}</strong> ({entry.nim})? Alasannya
            ditampilkan di dasbor pemilih.
          </>
        )}
        maxRows={6}
        onClose={() => setRejecting(null)}
        onConfirm={async (entry, alasan) => {
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
