import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { VERIFIER_KEYS, VERIFIER_LABELS } from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import { formatDateTime } from '../../lib/dates';
import { STATUS_COLORS, VERIFIER_STATUS_COLORS, VERIFIER_STATUS_LABELS } from './berkas-admin-ui';

export function StatusBadge(props: { status: Submission['currentStatus'] }) {
  return (
    <Badge color={STATUS_COLORS[props.status]} variant="light">
      {props.status}
    </Badge>
  );
}

export function VerifierBadges(props: { submission: Submission }) {
  return (
    <Group gap={6}>
      {VERIFIER_KEYS.map((key) => {
        const state = props.submission.verifiers[key];
        return (
          <Badge
            key={key}
            size="xs"
            variant="outline"
            color={VERIFIER_STATUS_COLORS[state.status]}
            title={`${VERIFIER_LABELS[key]}: ${VERIFIER_STATUS_LABELS[state.status]}`}
          >
            {VERIFIER_LABELS[key]}: {VERIFIER_STATUS_LABELS[state.status]}
          </Badge>
        );
      })}
    </Group>
  );
}

/** The submissions, newest first; a row opens the detail. */
export function SubmissionList(props: { items: Submission[]; onOpen(id: string): void }) {
  return (
    <Stack gap="sm" component="ul" aria-label="Daftar pengajuan berkas" p={0} m={0}>
      {props.items.map((submission) => (
        <Card
          key={submission.id}
          component="li"
          withBorder
          padding="md"
          style={{ listStyle: 'none' }}
          aria-label={submission.ticketId}
        >
          <UnstyledButton
            onClick={() => props.onOpen(submission.id)}
            aria-label={`Buka ${submission.ticketId} ${submission.namaKegiatan}`}
            w="100%"
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" ff="monospace" c="dimmed">
                  {submission.ticketId}
                </Text>
                <StatusBadge status={submission.currentStatus} />
              </Group>
              <Text fw={600}>{submission.namaKegiatan || '(Tanpa nama kegiatan)'}</Text>
              <Text size="sm">
                {submission.penyelenggara} · {formatDateTime(submission.createdAt)}
              </Text>
              <VerifierBadges submission={submission} />
            </Stack>
          </UnstyledButton>
        </Card>
      ))}
    </Stack>
  );
}
