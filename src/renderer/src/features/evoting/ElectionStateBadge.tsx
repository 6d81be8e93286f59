import { Badge } from '@mantine/core';
import {
  ELECTION_STATE_LABELS,
  type ElectionState,
} from '../../../../shared/evoting/election-state';
import { STATE_COLOURS } from './election-format';

/** An election's state as the backend's clock decides it: "Berlangsung", "Akan Datang"… */
export function ElectionStateBadge(props: { state: ElectionState }) {
  return (
    // Never squeezed by a long election name beside it: a cut label is unreadable.
    <Badge color={STATE_COLOURS[props.state]} variant="light" style={{ flexShrink: 0 }}>
      {ELECTION_STATE_LABELS[props.state]}
    </Badge>
  );
}
