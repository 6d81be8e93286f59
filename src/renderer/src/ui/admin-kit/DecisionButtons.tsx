import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/**
 * The two buttons of a request waiting for a decision ("Setujui" / "Verifikasi", then "Tolak"),
 * each named with what it decides on for screen readers ("Tolak: Pemira 2026"). While the
 * approval runs it spins and the refusal waits.
 */
export function DecisionButtons(props: {
  /** What the decision is on, as the buttons' accessible names end. */
  subject: string;
  approveLabel: string;
  onApprove(): void;
  onReject(): void;
  busy?: boolean;
  mt?: 'xs';
}) {
  return (
    <Group gap="xs" mt={props.mt}>
      <Button
        aria-label={`${props.approveLabel}: ${props.subject}`}
        size="xs"
        color="green"
        leftSection={<IconCheck size={14} aria-hidden />}
        loading={props.busy}
        onClick={props.onApprove}
      >
        {props.approveLabel}
      </Button>
      <Button
        aria-label={`Tolak: ${props.subject}`}
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconX size={14} aria-hidden />}
        disabled={props.busy}
        onClick={props.onReject}
      >
        Tolak
      </Button>
    </Group>
  );
}
