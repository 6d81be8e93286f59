import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import classes from './IdleWarningDialog.module.css';

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

/**
 * The warning a minute before the idle sign-out (issue 12, item 9). "Tetap Masuk" or Escape keeps
 * the session; there is no other way out of it, and clicking outside does nothing.
 *
 * The browser's own modal <dialog>, not Mantine's Modal: every signed-in page carries this
 * warning, and Mantine's modal stack (portal, focus trap, scroll lock, scroll area) is about
 * 30 KB gzip that those pages need for nothing else. showModal() gives the same: the rest of the
 * page inert, focus moved into the dialog (its only button) and given back when it closes, the
 * top layer above everything, Escape as a "cancel" event.
 */
export function IdleWarningDialog(props: { remainingMs: number | null; onKeep(): void }) {
  const { remainingMs, onKeep } = props;
  const opened = remainingMs !== null;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (opened && !element.open) element.showModal();
    if (!opened && element.open) element.close();
  }, [opened]);
  return (
    <dialog
      ref={dialog}
      // It interrupts whatever the user was doing: an alert dialog.
      role="alertdialog"
      aria-labelledby={titleId}
      className={classes.dialog}
      onCancel={(event) => {
        // Escape keeps the session; the dialog closes when the warning ends, not by itself.
        event.preventDefault();
        onKeep();
      }}
    >
      <h2 id={titleId} className={classes.title}>
        Sesi akan berakhir
      </h2>
      <Stack gap="md" className={classes.body}>
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
        <Button onClick={onKeep} fullWidth>
          Tetap Masuk
        </Button>
      </Stack>
    </dialog>
  );
}
