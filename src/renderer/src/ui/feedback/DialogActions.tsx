import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The end of a dialog: "Batal", which closes it (not while the action runs), then the action's
 * button, which spins while `busy`: it sends the dialog's form, or runs `onConfirm` where given.
 */
export function DialogActions(props: {
  busy: boolean;
  onCancel(): void;
  label: ReactNode;
  onConfirm?: () => void;
  color?: string;
  disabled?: boolean;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={props.mt}>
      <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
        Batal
      </Button>
      <Button
        type={props.onConfirm ? 'button' : 'submit'}
        color={props.color}
        onClick={props.onConfirm}
        loading={props.busy}
        disabled={props.disabled}
      >
        {props.label}
      </Button>
    </Group>
  );
}
