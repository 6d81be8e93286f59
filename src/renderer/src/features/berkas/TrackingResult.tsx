import { Alert, Anchor, Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { SectionPanel } from '../../ui/SectionPanel';
import { IconDownload, IconMessage } from '@tabler/icons-react';
import { VERIFIER_KEYS, VERIFIER_LABELS } from '../../../../shared/berkas/status';
import type { PublicTracking } from '../../../../shared/berkas/submission';
import { formatDateTime } from '../../lib/dates';
import { RevisionPanel } from './RevisionPanel';
import {
  SUBMISSION_STATUS_COLORS,
  VERIFIER_STATUS_COLORS,
  VERIFIER_STATUS_LABELS,
} from './tracking-labels';

/** What SI-LAKAS shows of one submission: status, each verifier's progress, the final response. */
export function TrackingResult({
  tracking,
  onResubmitted,
}: {
  tracking: PublicTracking;
  /** Given: a revision asked shows "Kirim Perbaikan"; called with the view after the correction. */
  onResubmitted?: (tracking: PublicTracking) => void;
}) {
  return (
    <SectionPanel aria-label="Hasil pelacakan" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              Nomor Tiket
            </Text>
            <Text fw={800} ff="monospace" fz="lg">
              {tracking.ticketId}
            </Text>
          </div>
          <Badge
            size="lg"
            color={SUBMISSION_STATUS_COLORS[tracking.currentStatus]}
            data-testid="status-berkas"
          >
            {tracking.currentStatus}
          </Badge>
        </Group>
        <div>
          <Title order={2} size="h4">
            {tracking.namaKegiatan}
          </Title>
          <Text c="dimmed">{tracking.penyelenggara}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            Diajukan {formatDateTime(tracking.createdAt)} · Diperbarui{' '}
            {formatDateTime(tracking.updatedAt)}
          </Text>
        </div>
        <Divider label="Progres Verifikasi" labelPosition="left" />
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {VERIFIER_KEYS.map((key) => {
            const verifier = tracking.verifiers[key];
            return (
              <li key={key}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div>
                    <Text fw={600}>{VERIFIER_LABELS[key]}</Text>
                    {verifier.updatedAt && (
                      <Text size="xs" c="dimmed">
                        {formatDateTime(verifier.updatedAt)}
                      </Text>
                    )}
                  </div>
                  <Badge variant="light" color={VERIFIER_STATUS_COLORS[verifier.status]}>
                    {VERIFIER_STATUS_LABELS[verifier.status]}
                  </Badge>
                </Group>
                {verifier.status === 'revisi' && verifier.catatan && (
                  <Alert color="orange" mt={6} p="xs" icon={<IconMessage size={16} aria-hidden />}>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      Catatan: {verifier.catatan}
                    </Text>
                  </Alert>
                )}
              </li>
            );
          })}
        </Stack>
        {onResubmitted && tracking.currentStatus === 'Revisi Diperlukan' && (
          <RevisionPanel ticketId={tracking.ticketId} onSent={onResubmitted} />
        )}
        {tracking.finalResponse && (
          <>
            <Divider label="Tanggapan Akhir" labelPosition="left" />
            <Stack gap="xs">
              {tracking.finalResponse.catatan && (
                <Text style={{ whiteSpace: 'pre-wrap' }}>{tracking.finalResponse.catatan}</Text>
              )}
              {tracking.finalResponse.fileUrl && (
                <Anchor
                  href={tracking.finalResponse.fileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={600}
                >
                  <Group gap={6} component="span" display="inline-flex">
                    <IconDownload size={16} aria-hidden />
                    Unduh Surat Balasan
                  </Group>
                </Anchor>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </SectionPanel>
  );
}
