import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ElectionRequest } from '../../../../shared/evoting/election';
import { useBackend } from '../../backend/use-backend';
import { formatDateTime } from '../../lib/dates';
import { notifySuccess } from '../../ui/admin-kit/admin-notify';
import { DecisionButtons } from '../../ui/admin-kit/DecisionButtons';
import { AsyncContent } from '../../ui/feedback/AsyncContent';
import { RejectReasonModal } from '../panitia/RejectReasonModal';
import { RequestHeading } from '../panitia/RequestHeading';
import { ApproveModal } from './ApproveModal';

/**
 * Tab "Permintaan Masuk" (ORIGINAL.md §3.3): the requests waiting for a decision, each with its
 * approval document, "Setujui" and "Tolak"; below them the decided ones ("Riwayat"), kept with
 * their decision and reason.
 */
export function RequestsPanel(props: {
  requests: ElectionRequest[] | undefined;
  error: { message: string } | undefined;
}) {
  const backend = useBackend();
  const [approving, setApproving] = useState<ElectionRequest | null>(null);
  const [rejecting, setRejecting] = useState<ElectionRequest | null>(null);
  const waiting = props.requests?.filter((request) => request.status === 'menunggu');
  const decided = props.requests?.filter((request) => request.status !== 'menunggu');

  const approve = async (request: ElectionRequest, panitiaTambahan: string[]) => {
    await (await backend).evoting.approveRequest(request.id, panitiaTambahan);
    setApproving(null);
    notifySuccess(`Pemilihan "${request.namaPemilihan}" dibuat dan panitianya ditugaskan.`);
  };
  const reject = async (request: ElectionRequest, alasan: string) => {
    await (await backend).evoting.rejectRequest(request.id, alasan);
    setRejecting(null);
    notifySuccess(`Permintaan "${request.namaPemilihan}" ditolak.`);
  };

  return (
    <Stack gap="xl">
      <AsyncContent
        value={waiting}
        error={props.error}
        errorTitle="Permintaan tidak dapat dimuat"
        loadingLabel="Memuat permintaan"
        empty="Tidak ada permintaan yang menunggu keputusan."
      >
        {(list) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((request) => (
              <RequestCard key={request.id} request={request}>
                <DecisionButtons
                  subject={request.namaPemilihan}
                  approveLabel="Setujui"
                  onApprove={() => setApproving(request)}
                  onReject={() => setRejecting(request)}
                />
              </RequestCard>
            ))}
          </Stack>
        )}
      </AsyncContent>

      <Stack gap="sm" component="section" aria-labelledby="riwayat-permintaan">
        <Title order={2} size="h4" id="riwayat-permintaan">
          Riwayat
        </Title>
        {decided && decided.length === 0 && (
          <Text c="dimmed" size="sm">
            Belum ada permintaan yang diputuskan.
          </Text>
        )}
        {decided && decided.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {decided.map((request) => (
              <RequestCard key={request.id} request={request}>
                {request.diputuskanPada && (
                  <Text size="xs" c="dimmed">
                    Diputuskan {formatDateTime(request.diputuskanPada)}
                  </Text>
                )}
              </RequestCard>
            ))}
          </Stack>
        )}
      </Stack>

      <ApproveModal request={approving} onClose={() => setApproving(null)} onApprove={approve} />
      <RejectReasonModal
        subject={rejecting}
        keyOf={(request) => request.id}
        action="Tolak Permintaan"
        question={(request) => (
          <>
            Tolak permintaan <strong>{request.namaPemilihan}</strong> dari{' '}
            {request.diajukanOleh.nama}? Alasannya disimpan dan ditampilkan kepada pengaju.
          </>
        )}
        maxRows={8}
        onClose={() => setRejecting(null)}
        onConfirm={reject}
      />
    </Stack>
  );
}

function RequestCard(props: { request: ElectionRequest; children: ReactNode }) {
  const { request } = props;
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6}>
        <RequestHeading
          request={request}
          meta={
            <>
              {request.penyelenggara} · {request.diajukanOleh.nama} ({request.diajukanOleh.email}) ·{' '}
              {formatDateTime(request.diajukanPada)}
            </>
          }
        />
        {request.deskripsi && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {request.deskripsi}
          </Text>
        )}
        {request.alasanPenolakan && (
          <Text size="sm">
            <strong>Alasan penolakan:</strong> {request.alasanPenolakan}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Anchor
            aria-label={`Dokumen: ${request.namaPemilihan}`}
            href={request.tautanDokumen}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            <Group gap={4} component="span">
              <IconExternalLink size={14} aria-hidden />
              Dokumen
            </Group>
          </Anchor>
          {props.children}
        </Group>
      </Stack>
    </Card>
  );
}
