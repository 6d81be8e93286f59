import { Button, Group, Modal, Text } from '@mantine/core';
import type { NavigationBlocker } from '../../shell/navigation/use-navigation-blocker';

export const LEAVE_TITLE = 'Tinggalkan halaman pengajuan?';
export const LEAVE_MESSAGE =
  'Berkas Anda belum dikirim. Jawaban yang sudah diisi tetap tersimpan di peramban ini, tetapi berkas yang diunggah perlu dipilih ulang.';

/** The question asked when a link would leave the wizard with unsent answers. */
export function LeaveConfirmModal(props: { blocker: NavigationBlocker }) {
  const { blocker } = props;
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
  };
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      title={LEAVE_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Tutup' }}
    >
      <Text size="sm" mb="lg">
        {LEAVE_MESSAGE}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={leave}>
          Tinggalkan Halaman
        </Button>
        <Button onClick={stay} data-autofocus>
          Tetap di Halaman
        </Button>
      </Group>
    </Modal>
  );
}
