import { useCallback } from 'react';
import type { BoothView } from '../../../../shared/evoting/ballot';
import type { ElectionResults } from '../../../../shared/evoting/results';
import type { Backend, LiveObserver } from '../../backend/contract';
import type { LiveState } from '../../backend/live-value-cache';
import { useLiveValue } from '../../backend/use-live-value';

/**
 * The booth and the results, live (BallotApi). The booth is keyed by the voter too, so one
 * voter's ballot never shows for another signed in later in the same tab.
 */
export function useBooth(eventId: string, voterId: string): LiveState<BoothView> {
  const open = useCallback(
    (backend: Backend, observer: LiveObserver<BoothView>) =>
      backend.ballot.watchBooth(eventId, observer),
    [eventId],
  );
  return useLiveValue(`ballot/booth?${JSON.stringify({ eventId, voterId })}`, open);
}

/** /hasil/{eventId}'s results, or null while they are not published. Anyone may read them. */
export function useResults(eventId: string): LiveState<ElectionResults | null> {
  const open = useCallback(
    (backend: Backend, observer: LiveObserver<ElectionResults | null>) =>
      backend.ballot.watchResults(eventId, observer),
    [eventId],
  );
  return useLiveValue(`ballot/results?${JSON.stringify(eventId)}`, open);
}
