import { Badge } from '@mantine/core';
import { ROLL_STATUS_LABELS, type RollStatus } from '../../../../shared/evoting/roll';

const COLOURS: Readonly<Record<RollStatus, string>> = {
  menunggu: 'yellow',
  terverifikasi: 'green',
  ditolak: 'red',
};

/** A voter's place on a roll: Menunggu Verifikasi, Terverifikasi, Ditolak. */
export function RollStatusBadge(props: { status: RollStatus }) {
  return (
    <Badge
      color={COLOURS[props.status]}
      variant="light"
      tt="none"
      style={{ minWidth: 'max-content' }}
    >
      {ROLL_STATUS_LABELS[props.status]}
    </Badge>
  );
}
