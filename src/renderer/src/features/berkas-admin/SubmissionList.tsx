import { Badge, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { VERIFIER_KEYS, VERIFIER_LABELS } from '../../../../shared/berkas/status';
import type { Submission } from '../../../../shared/berkas/submission';
import { formatDateTime } from '../../lib/dates';
import classes from './SubmissionList.module.css';
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

/** The submissions, newest first; a card opens the detail. */
export function SubmissionList(props: { items: Submission[]; onOpen(id: string): void }) {
  return (
    <Stack gap="sm" component="ul" aria-label="Daftar pengajuan berkas" p={0} m={0}>
      {props.items.map((submission) => (
        <Card
          key={submission.id}
          component="li"
          withBorder
          padding="md"
          className={classes.card}
          aria-label={submission.ticketId}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" ff="monospace" c="dimmed">
                {submission.ticketId}
              </Text>
              <StatusBadge status={submission.currentStatus} />
            </Group>
            {/* Its name is what it shows, with the ticket first: "Buka BEM-… Nama Kegiatan". */}
            <UnstyledButton className={classes.open} onClick={() => props.onOpen(submission.id)}>
              <VisuallyHidden>Buka {submission.ticketId} </VisuallyHidden>
              {submission.namaKegiatan || '(Tanpa nama kegiatan)'}
            </UnstyledButton>
            <Text size="sm">
              {submission.penyelenggara} · {formatDateTime(submission.createdAt)}
            </Text>
            <VerifierBadges submission={submission} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
