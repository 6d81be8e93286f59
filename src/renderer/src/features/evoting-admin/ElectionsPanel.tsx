import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { CardGrid } from '../../ui/CardGrid';
import { Link } from 'react-router-dom';
import type { ElectionOverview } from '../../backend/evoting-api';
import { useBackend } from '../../backend/use-backend';
import { errorMessage, notifySuccess } from '../../ui/admin-kit/admin-notify';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { useConfirm } from '../../ui/feedback/use-confirm';
import { notifications } from '../../ui/feedback/notify';
import { ElectionStateBadge } from '../evoting/ElectionStateBadge';
import { formatElectionInstant, turnoutText } from '../evoting/election-format';
import { panitiaPath } from '../panitia/request-status';

/** A closed or cancelled election cannot be cancelled (cancelProblem, decided by the backend). */
const mayCancel = (election: ElectionOverview): boolean =>
  election.state !== 'selesai' && election.state !== 'dibatalkan';

/**
 * Tab "Daftar Pemilihan" (ORIGINAL.md §3.3's "Daftar Event", in Indonesian): every election
 * with its state, roll, pending verifications, turnout and committee; "Kelola" opens its
 * committee area, "Batalkan" cancels it (it stays on record as cancelled; there is no deleting an
 * election).
 */
export function ElectionsPanel(props: {
  elections: ElectionOverview[] | undefined;
  error: { message: string } | undefined;
}) {
  const backend = useBackend();
  const confirm = useConfirm();
  const cancel = (election: ElectionOverview) =>
    confirm.ask({
      title: 'Batalkan pemilihan?',
      message: `Pemilihan "${election.nama}" akan dibatalkan dan tidak dapat dibuka lagi. Datanya tetap tersimpan dengan status Dibatalkan.`,
      confirmLabel: 'Batalkan Pemilihan',
      run: async () => {
        try {
          await (await backend).evoting.cancelElection(election.id);
          notifySuccess(`Pemilihan "${election.nama}" dibatalkan.`);
          return true;
        } catch (error) {
          notifications.show({ color: 'red', title: 'Gagal', message: errorMessage(error) });
          return false;
        }
      },
    });

  return (
    <>
      <AsyncContent
        value={props.elections}
        error={props.error}
        errorTitle="Daftar pemilihan tidak dapat dimuat"
        loadingLabel="Memuat daftar pemilihan"
        empty="Belum ada pemilihan."
      >
        {(elections) => (
          <CardGrid cols={{ base: 1, md: 2 }} spacing="md">
            {elections.map((election) => (
              <Card key={election.id} withBorder radius="md" padding="md" component="li">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {election.nama}
                    </Text>
                    <ElectionStateBadge state={election.state} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {election.penyelenggara} · mulai {formatElectionInstant(election.mulai)}
                  </Text>
                  <Text size="sm">
                    <strong>Pemilih:</strong> {election.jumlahPemilih.toLocaleString('id-ID')}{' '}
                    terverifikasi · {election.menungguVerifikasi.toLocaleString('id-ID')} menunggu
                    verifikasi
                  </Text>
                  <Text size="sm">
                    <strong>Partisipasi:</strong>{' '}
                    {turnoutText(election.sudahMemilih, election.jumlahPemilih)}
                  </Text>
                  <Text size="sm">
                    <strong>Panitia:</strong>{' '}
                    {election.panitia.map((member) => member.namaTampilan).join(', ') || '-'}
                  </Text>
                  <Group gap="xs" mt={4}>
                    <Button
                      aria-label={`Kelola: ${election.nama}`}
                      component={Link}
                      to={panitiaPath(election.id)}
                      size="xs"
                    >
                      Kelola
                    </Button>
                    {mayCancel(election) && (
                      <Button
                        aria-label={`Batalkan: ${election.nama}`}
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => cancel(election)}
                      >
                        Batalkan
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            ))}
          </CardGrid>
        )}
      </AsyncContent>
      {confirm.modal}
    </>
  );
}
