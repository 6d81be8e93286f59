import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { DialogActions } from '../../ui/feedback/DialogActions';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { ELECTION_MESSAGES } from '../../../../shared/evoting/election-state';
import type { CommitteeElection } from '../../backend/evoting-api';
import { DateTimeField } from '../../ui/dates/DateTimeField';
import { useConfirm } from '../../ui/feedback/use-confirm';
import { formatElectionInstant } from '../evoting/election-format';
import { useBeleniosReadiness } from './belenios/use-belenios-readiness';
import { useCommitteeAction } from './use-committee-action';

/**
 * "Buka sekarang" / "Tutup sekarang" (EVOTING.md: they move the start or the end to now, with a
 * confirmation and a history entry). Opening needs an end in the future (asked for here when the
 * election has none) and a ready ballot (belumSiap says what is missing); the backend checks both.
 */
export function OpenCloseSection(props: { election: CommitteeElection }) {
  const { election } = props;
  const act = useCommitteeAction();
  const confirm = useConfirm();
  const [opening, setOpening] = useState(false);
  // Shown ahead; the button stays, so the backend's own refusal is what the committee reads.
  const beleniosProblem = useBeleniosReadiness(election);
  const preparing = election.state === 'draf' || election.state === 'dijadwalkan';
  const open = election.state === 'berlangsung';
  if (!preparing && !open) return null;

  const close = () =>
    confirm.ask({
      title: 'Tutup pemilihan sekarang?',
      message: `Waktu selesai dipindah ke saat ini; setelah itu tidak ada lagi yang dapat memilih dan pemilihan tidak dapat dibuka kembali.`,
      confirmLabel: 'Tutup Sekarang',
      run: () => act((committee, eventId) => committee.closeNow(eventId), 'Pemilihan ditutup.'),
    });

  return (
    <HeadedPanel id="buka-tutup" title="Buka / Tutup Pemilihan" p="lg">
      {preparing ? (
        <Stack gap="sm">
          <Text size="sm">
            Pemilihan terbuka otomatis pada jadwal mulai. "Buka sekarang" memindahkan jadwal mulai
            ke saat ini; setelah dibuka, kandidat, daftar pemilih dan opsi abstain terkunci.
          </Text>
          {election.belumSiap && (
            <Alert color="yellow" title="Belum siap dibuka">
              {election.belumSiap}
            </Alert>
          )}
          {beleniosProblem && (
            <Alert color="yellow" title="Surat suara terenkripsi belum siap">
              {beleniosProblem}
            </Alert>
          )}
          <Group>
            <Button
              color="green"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              disabled={election.belumSiap !== null}
              onClick={() => setOpening(true)}
            >
              Buka sekarang
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            Pemilihan berlangsung sampai {formatElectionInstant(election.selesai)} dan tertutup
            otomatis pada waktu itu. "Tutup sekarang" mengakhirinya saat ini juga.
          </Text>
          <Group>
            <Button
              color="red"
              leftSection={<IconPlayerStop size={16} aria-hidden />}
              onClick={close}
            >
              Tutup sekarang
            </Button>
          </Group>
        </Stack>
      )}
      <OpenNowModal
        election={election}
        opened={opening}
        onClose={() => setOpening(false)}
        onOpen={async (selesai) => {
          const done = await act(
            (committee, eventId) => committee.openNow(eventId, selesai),
            'Pemilihan dibuka.',
          );
          if (done) setOpening(false);
        }}
      />
      {confirm.modal}
    </HeadedPanel>
  );
}

/** The confirmation of "Buka sekarang", with the end to set when the election has none yet. */
function OpenNowModal(props: {
  election: CommitteeElection;
  opened: boolean;
  onClose(): void;
  onOpen(selesai: string | null): Promise<void>;
}) {
  const { election } = props;
  // A stored end is in the future while the election is not open yet (else it would be over).
  const needsEnd = !election.selesai;
  const [selesai, setSelesai] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmOpen = async () => {
    if (needsEnd && (!selesai || Date.parse(selesai) <= Date.now())) {
      setProblem(selesai ? ELECTION_MESSAGES.endInPast : ELECTION_MESSAGES.scheduleMissing);
      return;
    }
    setBusy(true);
    await props.onOpen(needsEnd ? selesai : null);
    setBusy(false);
  };

  return (
    <Modal
      opened={props.opened}
      onClose={() => !busy && props.onClose()}
      title="Buka pemilihan sekarang?"
    >
      <Stack gap="md">
        <Text size="sm">
          Pemilihan <strong>{election.nama}</strong> dibuka saat ini juga. Kandidat, nomor urut,
          daftar pemilih dan opsi abstain tidak dapat diubah lagi setelahnya.
        </Text>
        {needsEnd ? (
          <DateTimeField
            label="Jadwal Selesai"
            description="Pemilihan ini belum memiliki waktu selesai di masa depan."
            required
            value={selesai}
            error={problem}
            onChange={(value) => {
              setSelesai(value);
              setProblem(null);
            }}
            popoverProps={{ withinPortal: true }}
          />
        ) : (
          <Text size="sm">
            <strong>Selesai:</strong> {formatElectionInstant(election.selesai)}
          </Text>
        )}
        <DialogActions
          busy={busy}
          onCancel={props.onClose}
          label="Ya, Buka Sekarang"
          onConfirm={() => void confirmOpen()}
          color="green"
        />
      </Stack>
    </Modal>
  );
}
