import { Button, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';

/** m:ss, as a countdown is read. */
export const formatCountdown = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Screen readers hear the time left at these seconds only, not every second. */
const ANNOUNCE_AT = [60, 30, 10];

function announcement(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mark = ANNOUNCE_AT.find((at) => seconds <= at && seconds > at - 5) ?? null;
  return mark === null ? '' : `Sisa waktu ${mark} detik.`;
}

// Mantine's modal always says role="dialog"; an alert dialog is what this is (it interrupts).
const asAlertDialog = (node: HTMLElement | null) => node?.setAttribute('role', 'alertdialog');

/**
 * The warning a minute before the idle sign-out (issue 12, item 9). "Tetap Masuk" or Escape keeps
 * the session; there is no other way out of it, and clicking outside does nothing.
 */
export function IdleWarningDialog(props: { remainingMs: number | null; onKeep(): void }) {
  const { remainingMs, onKeep } = props;
  return (
    <Modal.Root
      opened={remainingMs !== null}
      onClose={onKeep}
      closeOnClickOutside={false}
      centered
      zIndex={1000}
    >
      <Modal.Overlay />
      <Modal.Content ref={asAlertDialog}>
        <Modal.Header>
          <Modal.Title>Sesi akan berakhir</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text>
              Anda tidak melakukan aktivitas apa pun. Demi keamanan, Anda akan keluar otomatis dalam{' '}
              <Text span fw={700} ff="monospace" data-testid="idle-countdown">
                {formatCountdown(remainingMs ?? 0)}
              </Text>
              .
            </Text>
            <VisuallyHidden aria-live="assertive" aria-atomic>
              {remainingMs === null ? '' : announcement(remainingMs)}
            </VisuallyHidden>
            <Button onClick={onKeep} data-autofocus fullWidth>
              Tetap Masuk
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
