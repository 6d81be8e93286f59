import { useState, type ReactElement } from 'react';
import { ConfirmModal } from './ConfirmModal';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** Red for a removal (the default); another colour for a step forward. */
  confirmColor?: string;
  /**
   * The action. The dialog stays open, its button spinning, while it runs; it closes when the
   * action resolves, unless it resolves `false` (it failed and said so) or throws.
   */
  run(): Promise<boolean | void>;
}

export interface Confirm {
  /** Opens the question; `run` is called on the confirming button. */
  ask(request: ConfirmRequest): void;
  /** Whether an asked action is running now. */
  pending: boolean;
  /** Render it once, anywhere in the page. */
  modal: ReactElement;
}

/**
 * "Are you sure?" for actions that cannot be taken back, so a page holds no modal state of its
 * own: `confirm.ask({...})` from a button, `{confirm.modal}` in the page.
 */
export function useConfirm(): Confirm {
  // The request stays after closing, so the text does not vanish during the closing transition.
  const [state, setState] = useState<{
    request: ConfirmRequest;
    open: boolean;
    pending: boolean;
  } | null>(null);

  const close = () => setState((s) => (s && !s.pending ? { ...s, open: false } : s));

  const confirm = async () => {
    if (!state?.open || state.pending) return;
    const { request } = state;
    setState({ request, open: true, pending: true });
    let done = false;
    try {
      done = (await request.run()) !== false;
    } finally {
      // A newer question asked meanwhile is left alone.
      setState((s) => (s?.request === request ? { request, open: !done, pending: false } : s));
    }
  };

  const request = state?.request;
  return {
    ask: (next) => setState({ request: next, open: true, pending: false }),
    pending: state?.pending ?? false,
    modal: (
      <ConfirmModal
        opened={state?.open ?? false}
        title={request?.title ?? ''}
        message={request?.message ?? ''}
        confirmLabel={request?.confirmLabel ?? ''}
        {...(request?.confirmColor ? { confirmColor: request.confirmColor } : {})}
        loading={state?.pending ?? false}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    ),
  };
}
