import { Modal, Text } from '@mantine/core';
import { DialogActions } from './DialogActions';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for a removal (the default); another colour for a step forward such as ACC. */
  confirmColor?: string;
  loading: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * A yes/no question before an action that cannot be taken back, saying what will happen; stays
 * open while it runs. Used by several features (Kelola Pengguna, Kelola Form Berkas, SI-BERKAS).
 */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={() => !props.loading && props.onClose()}
      title={props.title}
      centered
    >
      <Text size="sm" mb="lg">
        {props.message}
      </Text>
      <DialogActions
        busy={props.loading}
        onCancel={props.onClose}
        label={props.confirmLabel}
        onConfirm={props.onConfirm}
        color={props.confirmColor ?? 'red'}
      />
    </Modal>
  );
}
