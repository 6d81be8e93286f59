import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ElectionRequest, RequestStatus } from '../../../../shared/evoting/election';

/** A request's decision as the requester and the master read it. */
const LABELS: Readonly<Record<RequestStatus, string>> = {
  menunggu: 'Menunggu Persetujuan',
  disetujui: 'Disetujui',
  ditolak: 'Ditolak',
};

const COLOURS: Readonly<Record<RequestStatus, string>> = {
  menunggu: 'yellow',
  disetujui: 'green',
  ditolak: 'red',
};

/** An election request's decision, at the end of its heading (it keeps its width). */
function RequestStatusBadge(props: { status: RequestStatus }) {
  return (
    <Badge color={COLOURS[props.status]} variant="light" style={{ flexShrink: 0 }}>
      {LABELS[props.status]}
    </Badge>
  );
}

/**
 * The heading of an election request's card, for the requester and the master alike: its name,
 * a line about it (`meta`), and its decision at the end.
 */
export function RequestHeading(props: { request: ElectionRequest; meta: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {props.request.namaPemilihan}
        </Text>
        <Text size="sm" c="dimmed">
          {props.meta}
        </Text>
      </div>
      <RequestStatusBadge status={props.request.status} />
    </Group>
  );
}
