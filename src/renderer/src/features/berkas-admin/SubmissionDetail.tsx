import {
  Alert,
  Badge,
  Center,
  Divider,
  Drawer,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserProfile } from '../../../../shared/accounts';
import { VERIFIER_KEYS, VERIFIER_LABELS } from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import { isClosed, mayFinalise } from '../../../../shared/berkas/workflow';
import { formatDateTime } from '../../lib/dates';
import { VERIFIER_STATUS_COLORS, VERIFIER_STATUS_LABELS } from './berkas-admin-ui';
import { AnswerValue } from './FileLink';
import { SubmissionVersions } from './SubmissionVersions';
import { ApproveButton, FinalResponseForm } from './FinalisePanel';
import { SubmissionAnswers } from './SubmissionAnswers';
import { StatusBadge } from './SubmissionList';
import { useSubmissionDetail, type SubmissionDetail as Detail } from './use-submissions';
import { VerifierActions } from './VerifierActions';

/** The detail of one submission in a drawer: answers, verifiers, final response, history, actions. */
export function SubmissionDetail(props: {
  id: string | null;
  ticks: number;
  user: UserProfile;
  onClose(): void;
  /** Actions above the detail (the panel's "Cetak Tiket"). */
  toolbar?: ReactNode;
}) {
  const { detail, error, reload } = useSubmissionDetail(props.id, props.ticks);
  return (
    <Drawer
      opened={props.id !== null}
      onClose={props.onClose}
      position="right"
      size="xl"
      title={detail ? `Detail ${detail.submission.ticketId}` : 'Detail Pengajuan'}
    >
      {props.toolbar && detail && <Group mb="md">{props.toolbar}</Group>}
      {error ? (
        <Alert color="red">{error}</Alert>
      ) : !detail ? (
        <Center py="xl">
          <Loader aria-label="Memuat detail" />
        </Center>
      ) : (
        <DetailBody detail={detail} user={props.user} onDone={reload} />
      )}
    </Drawer>
  );
}

function DetailBody(props: { detail: Detail; user: UserProfile; onDone(): void }) {
  const { submission, events } = props.detail;
  const closed = isClosed(submission.currentStatus);
  const finaliser = mayFinalise(props.user);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <StatusBadge status={submission.currentStatus} />
          <Text size="sm" c="dimmed">
            Diajukan {formatDateTime(submission.createdAt)}
          </Text>
        </Group>
        <Title order={3}>{submission.namaKegiatan || '(Tanpa nama kegiatan)'}</Title>
        <Text size="sm">{submission.penyelenggara}</Text>
      </Stack>

      <SubmissionAnswers answers={submission.answers} files={props.detail.files} />
      <SubmissionVersions versions={props.detail.versions} files={props.detail.files} />
      <VerifierTable submission={submission} />
      <FinalResponseView submission={submission} />

      {!closed && (
        <Stack gap="sm" component="section" aria-label="Tindakan verifikasi">
          <Divider label="Tindakan verifikasi" labelPosition="left" />
          <VerifierActions
            key={submission.id}
            submission={submission}
            user={props.user}
            onDone={props.onDone}
          />
        </Stack>
      )}
      {finaliser && !closed && <ApproveButton submission={submission} onDone={props.onDone} />}
      {finaliser && submission.currentStatus === 'Disetujui' && (
        <FinalResponseForm submission={submission} onDone={props.onDone} />
      )}

      <Stack gap="xs" component="section" aria-label="Riwayat">
        <Title order={4}>Riwayat</Title>
        {events.length === 0 ? (
          <Text size="sm" c="dimmed">
            Belum ada riwayat.
          </Text>
        ) : (
          <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {events.map((event, index) => (
              <Text key={`${event.timestamp}-${index}`} size="sm" component="li">
                <Text span c="dimmed" size="sm">
                  {formatDateTime(event.timestamp)}
                </Text>{' '}
                · {event.action} ·{' '}
                <Text span fw={500} size="sm">
                  {event.oleh}
                </Text>
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function VerifierTable(props: { submission: Submission }) {
  return (
    <Stack gap="xs" component="section" aria-label="Verifikator">
      <Title order={4}>Verifikator</Title>
      <Stack gap="xs">
        {VERIFIER_KEYS.map((key) => {
          const state = props.submission.verifiers[key];
          return (
            <Group key={key} justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {VERIFIER_LABELS[key]}
                </Text>
                {state.catatan && (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    Catatan: {state.catatan}
                  </Text>
                )}
              </Stack>
              <Stack gap={0} align="flex-end">
                <Badge color={VERIFIER_STATUS_COLORS[state.status]} variant="light">
                  {VERIFIER_STATUS_LABELS[state.status]}
                </Badge>
                {state.updatedAt && (
                  <Text size="xs" c="dimmed">
                    {formatDateTime(state.updatedAt)}
                  </Text>
                )}
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

function FinalResponseView(props: { submission: Submission }) {
  const response = props.submission.finalResponse;
  if (!response) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Tanggapan akhir">
      <Title order={4}>Tanggapan Akhir</Title>
      {response.catatan && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {response.catatan}
        </Text>
      )}
      {response.fileUrl && (
        <AnswerValue
          value={response.fileUrl}
          label={`Surat balasan${response.fileName ? `: ${response.fileName}` : ''}`}
          downloadName={response.fileName ?? undefined}
        />
      )}
    </Stack>
  );
}
