import { useCallback, useEffect, useRef, useState } from 'react';
import type { BackendError } from '../../backend/backend-error';
import type { TrusteeView } from '../../backend/trustee-api';
import { useBackendQuery } from '../../backend/use-backend-query';

/** How often a page waiting for the other trustees asks again. */
export const WAITING_REFRESH_MS = 10_000;
/** How often a page whose keys are ready asks (for the close, which can be days away). */
export const READY_REFRESH_MS = 30_000;

export interface TrusteeViewState {
  view: TrusteeView | undefined;
  error: BackendError | undefined;
  loading: boolean;
  refresh(): void;
  /** A step's answer: shown at once, then read again. */
  accept(view: TrusteeView): void;
}

/** Whether this trustee has done what the stage asks and waits for the others (or the close). */
export function isWaiting(view: TrusteeView): boolean {
  const { tahap, sudah } = view;
  if (tahap === 'sertifikat') return sudah.sertifikat;
  if (tahap === 'polinomial') return sudah.polinomial;
  if (tahap === 'verifikasi') return sudah.verifikasi;
  if (tahap === 'dekripsi') return sudah.dekripsi;
  return tahap === 'siap';
}

const refreshInterval = (view: TrusteeView): number =>
  view.tahap === 'siap' ? READY_REFRESH_MS : WAITING_REFRESH_MS;

/**
 * The trustee's own view of the election, read again every few seconds while the trustee waits
 * for the others (the view has no live topic: it changes only when some trustee sends a step).
 */
export function useTrusteeView(eventId: string): TrusteeViewState {
  const query = useBackendQuery(['wali', eventId], (b, [, id]) => b.trustees.view(id));
  // A step's answer stands in until the view is read again (accept asks at once): it names the
  // value it replaced, so any newer read takes over and a late older read was already dropped.
  const [posted, setPosted] = useState<{ view: TrusteeView; over: unknown } | null>(null);
  const { refresh, loading } = query;
  const view = posted && query.value === posted.over ? posted.view : (query.value ?? posted?.view);

  const waitMs = view === undefined || !isWaiting(view) ? null : refreshInterval(view);
  // The query's refresh is a new function each render; the timer and `accept` call the latest.
  const latestRefresh = useRef(refresh);
  useEffect(() => {
    latestRefresh.current = refresh;
  });
  const readAgain = useCallback(() => latestRefresh.current(), []);
  useEffect(() => {
    if (waitMs === null) return;
    const timer = setInterval(readAgain, waitMs);
    return () => clearInterval(timer);
  }, [waitMs, readAgain]);

  const current = query.value;
  const accept = useCallback(
    (next: TrusteeView) => {
      setPosted({ view: next, over: current });
      readAgain();
    },
    [current, readAgain],
  );
  return { view, error: query.error, loading, refresh, accept };
}
