import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { HeadedPanel } from '../../ui/HeadedPanel';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ELECTION_LIMITS, EVOTING_MESSAGES } from '../../../../shared/evoting/election';
import { LIVE_TOPICS } from '../../../../shared/live';
import { useLiveQuery } from '../../backend/use-live-query';
import type { CommitteeElection } from '../../backend/evoting-api';
import { formatDateTime } from '../../lib/dates';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { useConfirm } from '../../ui/feedback/use-confirm';
import { PlainTextarea } from '../../ui/forms/PlainTextarea';
import { useCommitteeAction } from './use-committee-action';

/**
 * "Kirim Pengumuman": messages to the election's roll, shown on their dashboards ("Pengumuman
 * Penting"), newest first; each can be taken back.
 */
export function AnnouncementsSection(props: { election: CommitteeElection }) {
  const { election } = props;
  const { value, error } = useLiveQuery(LIVE_TOPICS.committeeAnnouncements, election.id);
  const act = useCommitteeAction();
  const confirm = useConfirm();
  const [teks, setTeks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!teks.trim()) {
      setProblem(EVOTING_MESSAGES.announcementRequired);
      return;
    }
    setSending(true);
    const sent = await act(
      (committee, eventId) => committee.addAnnouncement(eventId, teks.trim()),
      'Pengumuman dikirim ke pemilih.',
    );
    if (sent) setTeks('');
    setSending(false);
  };

  return (
    <HeadedPanel id="pengumuman" title="Pengumuman untuk Pemilih" p="lg">
      <Stack gap="md">
        <PlainTextarea
          label="Isi Pengumuman"
          description="Tampil di dasbor setiap pemilih pada daftar pemilih pemilihan ini."
          minRows={2}
          maxRows={6}
          maxLength={ELECTION_LIMITS.announcementMax}
          value={teks}
          error={problem}
          errorProps={{ role: 'alert' }}
          onChange={(event) => {
            setTeks(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={sending}>
            Kirim Pengumuman
          </Button>
        </Group>
        <AsyncContent
          value={value}
          error={error}
          errorTitle="Pengumuman tidak dapat dimuat"
          loadingLabel="Memuat pengumuman"
          empty="Belum ada pengumuman."
        >
          {(announcements) => (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {announcements.map((announcement) => (
                <Paper key={announcement.id} withBorder p="sm" radius="sm" component="li">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                        {announcement.teks}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(announcement.dibuatPada)}
                      </Text>
                    </div>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label="Hapus pengumuman"
                      onClick={() =>
                        confirm.ask({
                          title: 'Hapus pengumuman?',
                          message: 'Pengumuman ini tidak lagi tampil di dasbor pemilih.',
                          confirmLabel: 'Hapus',
                          run: () =>
                            act(
                              (committee, eventId) =>
                                committee.removeAnnouncement(eventId, announcement.id),
                              'Pengumuman dihapus.',
                            ),
                        })
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </AsyncContent>
      </Stack>
      {confirm.modal}
    </HeadedPanel>
  );
}
