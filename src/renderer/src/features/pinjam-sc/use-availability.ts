import { useEffect, useState } from 'react';
import type { AvailabilityQuery } from '../../../../shared/sc/booking';
import { asBackendError } from '../../backend/use-backend-query';
import { useBackend } from '../../backend/use-backend';

/** The live indicator's states: nothing to ask yet, asking, the answer, or why it cannot be asked. */
export type AvailabilityState =
  | { state: 'incomplete' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken' }
  | { state: 'refused'; message: string };

/** Typing pauses this long before the backend is asked (a time picked by scrolling changes often). */
export const AVAILABILITY_DELAY_MS = 400;

/**
 * Whether a room is free at a time, asked of the backend (backend.sc.availability) a moment
 * after the last change; an answer for an older question is dropped. `problem` is a reason known
 * without asking (the shared time rules: end before start, outside the opening hours, the past),
 * shown instead. The backend decides again when the booking is sent.
 */
export function useAvailability(
  query: AvailabilityQuery | null,
  problem: string | null = null,
  /** Changed to ask again for the same time (after the backend refused it as taken). */
  round = 0,
): AvailabilityState {
  const backend = useBackend();
  const key = query && !problem ? JSON.stringify({ query, round }) : null;
  const [answer, setAnswer] = useState<{ key: string; state: AvailabilityState } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    const asked = (JSON.parse(key) as { query: AvailabilityQuery }).query;
    const timer = setTimeout(() => {
      backend
        .then((b) => b.sc.availability(asked))
        .then(
          ({ tersedia }) =>
            current && setAnswer({ key, state: { state: tersedia ? 'available' : 'taken' } }),
          (error: unknown) =>
            current &&
            setAnswer({ key, state: { state: 'refused', message: asBackendError(error).message } }),
        );
    }, AVAILABILITY_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [backend, key]);

  if (problem) return { state: 'refused', message: problem };
  if (key === null) return { state: 'incomplete' };
  return answer?.key === key ? answer.state : { state: 'checking' };
}
