import {
  Anchor,
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { VERIFIER_LABELS } from '../../../../shared/berkas/status';
import type { WorkQueue, WorkQueueBucket } from '../../../../shared/berkas/work-queue';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { STATUS_COLORS } from './berkas-admin-ui';
import { useWorkQueue } from './use-work-queue';

interface BucketView {
  key: string;
  title: string;
  empty: string;
  bucket: WorkQueueBucket;
}

function bucketsOf(queue: WorkQueue): BucketView[] {
  const views: BucketView[] = [];
  if (queue.waiting && queue.verifier)
    views.push({
      key: 'waiting',
      title: `Menunggu verifikasi ${VERIFIER_LABELS[queue.verifier]}`,
      empty: 'Tidak ada berkas yang menunggu verifikasi Anda.',
      bucket: queue.waiting,
    });
  if (queue.readyForApproval)
    views.push({
      key: 'acc',
      title: 'Siap di-ACC',
      empty: 'Belum ada berkas yang diverifikasi keempat verifikator.',
      bucket: queue.readyForApproval,
    });
  if (queue.awaitingFinal)
    views.push({
      key: 'final',
      title: 'Menunggu tindak lanjut akhir',
      empty: 'Tidak ada berkas disetujui yang menunggu tindak lanjut.',
      bucket: queue.awaitingFinal,
    });
  return views;
}

/**
 * "Menunggu Tindakan Anda" (issue 12, item 11): for each of the user's buckets its count and the
 * oldest few, each a link to its detail. Shown on Ringkasan, and on top of the panel for banggar
 * (who has no Ringkasan).
 */
export function WorkQueuePanel(props: { ticks: number }) {
  const state = useWorkQueue(props.ticks);
  const views = state.value && bucketsOf(state.value);
  if (views && views.length === 0) return null;
  return (
    <section aria-labelledby="antrean-tugas">
      <Title order={2} size="h4" id="antrean-tugas" mb="sm">
        Menunggu Tindakan Anda
      </Title>
      <AsyncContent
        value={views}
        // With an answer on screen a failed re-read is not shown: the next tick reads again.
        error={views ? undefined : state.error}
        onRetry={state.refresh}
        errorTitle="Daftar tugas gagal dimuat"
        loadingLabel="Memuat daftar tugas"
        loader={<Skeleton height={120} />}
      >
        {(shown) => (
          <SimpleGrid cols={{ base: 1, md: shown.length > 1 ? Math.min(shown.length, 3) : 1 }}>
            {shown.map((view) => (
              <BucketCard key={view.key} view={view} />
            ))}
          </SimpleGrid>
        )}
      </AsyncContent>
    </section>
  );
}

function BucketCard(props: { view: BucketView }) {
  const { title, empty, bucket } = props.view;
  const headingId = `antrean-${props.view.key}`;
  return (
    <Paper withBorder p="lg" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Text fw={600} id={headingId}>
          {title}
        </Text>
        <Text fz={28} fw={700} lh={1} aria-label={`${bucket.total} berkas`}>
          {bucket.total}
        </Text>
      </Group>
      {bucket.items.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" mt="sm" p={0} style={{ listStyle: 'none' }}>
          {bucket.items.map((item) => (
            <li key={item.id}>
              <Anchor component={Link} to={`/admin/berkas/${encodeURIComponent(item.id)}`} fw={600}>
                {item.namaKegiatan || '(Tanpa nama kegiatan)'}
              </Anchor>
              <Group gap={6} wrap="wrap">
                <Text size="xs" ff="monospace">
                  {item.ticketId}
                </Text>
                <Text size="xs">· {item.penyelenggara}</Text>
                <Badge size="xs" variant="light" color={STATUS_COLORS[item.currentStatus]}>
                  {item.currentStatus}
                </Badge>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {bucket.total > bucket.items.length && (
        <Anchor component={Link} to="/admin/berkas" size="sm" mt="sm" display="inline-block">
          Lihat semua di Kelola Berkas KM
        </Anchor>
      )}
    </Paper>
  );
}
