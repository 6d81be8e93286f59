import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CommitteeElection } from '../../backend/evoting-api';
import { useBackend } from '../../backend/use-backend';
import { saveBlob } from '../../lib/save-blob';
import { notifyError, notifySuccess } from '../../ui/admin-kit/admin-notify';
import { notifications } from '../../ui/feedback/notify';
import { useConfirm } from '../../ui/feedback/use-confirm';
import { resultsPath } from '../evoting/election-links';
import { useResults } from '../evoting/use-ballot-live';
import { beritaAcaraFileName } from './berita-acara/berita-acara-content';
import { DekripsiStatus } from './belenios/DekripsiStatus';
import { useTrusteeStatus } from './belenios/use-trustee-status';

export const RESULTS_TEXTS = {
  heading: 'Hasil Pemilihan',
  publish: 'Publikasikan Hasil',
  published: 'Hasil pemilihan dipublikasikan.',
  viewPublic: 'Lihat Hasil Publik',
  minutes: 'Unduh Berita Acara',
  minutesFailed: 'Berita acara tidak dapat dibuat. Silakan coba lagi.',
} as const;

/**
 * After closing (issue 19 item 3): "Publikasikan Hasil" (the committee or the master), after which
 * the counts leave the backend for everyone; then "Lihat Hasil Publik" and the berita acara, a
 * PDF made in the browser from the published results (no count is readable before).
 */
export function ResultsSection(props: { election: CommitteeElection }) {
  const { election } = props;
  const backend = useBackend();
  const confirm = useConfirm();
  // A Belenios election's decryption (null for another): the counts exist only after it.
  const { value: trustees, refresh } = useTrusteeStatus(election.id, election.state);
  if (election.state !== 'selesai') return null;

  const publish = () =>
    confirm.ask({
      title: 'Publikasikan hasil pemilihan?',
      message:
        'Perolehan suara setiap kandidat, daftar kode tanda terima dan sidik jari kotak suara akan terbuka untuk umum di halaman hasil. Publikasi tidak dapat ditarik kembali.',
      confirmLabel: 'Ya, Publikasikan',
      confirmColor: 'green',
      run: async () => {
        try {
          await (await backend).ballot.publishResults(election.id);
          notifySuccess(RESULTS_TEXTS.published);
          refresh();
          return true;
        } catch (error) {
          // Not enough partial decryptions yet: the backend says how many; the table catches up.
          notifyError(error);
          refresh();
          return false;
        }
      },
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="hasil-pemilihan">
      <Stack gap="sm">
        <Title order={2} size="h4" id="hasil-pemilihan">
          {RESULTS_TEXTS.heading}
        </Title>
        {election.hasilDipublikasikan ? (
          <PublishedActions eventId={election.id} />
        ) : (
          <>
            <Text size="sm">
              Pemilihan telah ditutup. Perolehan suara belum dapat dibaca siapa pun sampai hasilnya
              dipublikasikan; berita acara dapat diunduh setelah itu.
            </Text>
            {trustees && <DekripsiStatus status={trustees} />}
            <Group gap="sm">
              <Button
                color="green"
                leftSection={<IconSpeakerphone size={16} aria-hidden />}
                onClick={publish}
              >
                {RESULTS_TEXTS.publish}
              </Button>
              <Button leftSection={<IconFileTypePdf size={16} aria-hidden />} disabled>
                {RESULTS_TEXTS.minutes}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      {confirm.modal}
    </Paper>
  );
}

/** The published results, read as the public reads them, for the link and the berita acara. */
function PublishedActions(props: { eventId: string }) {
  const backend = useBackend();
  const { value: results } = useResults(props.eventId);
  const [making, setMaking] = useState(false);

  const download = async () => {
    if (!results) return;
    setMaking(true);
    try {
      // pdf-lib comes with this click only.
      const { beritaAcaraPdf } = await import('./berita-acara/berita-acara-pdf');
      const pdf = await beritaAcaraPdf(results, {
        printedAt: new Date(),
        origin: (await backend).publicOrigin(),
      });
      saveBlob(pdf, beritaAcaraFileName(results));
    } catch {
      notifications.show({ color: 'red', title: 'Gagal', message: RESULTS_TEXTS.minutesFailed });
    } finally {
      setMaking(false);
    }
  };

  return (
    <>
      <Text size="sm">
        Hasil sudah dipublikasikan dan dapat dilihat siapa pun di halaman hasil.
      </Text>
      <Group gap="sm">
        <Button
          component={Link}
          to={resultsPath(props.eventId)}
          variant="light"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          {RESULTS_TEXTS.viewPublic}
        </Button>
        <Button
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          loading={making}
          disabled={!results}
          onClick={() => void download()}
        >
          {RESULTS_TEXTS.minutes}
        </Button>
      </Group>
    </>
  );
}
