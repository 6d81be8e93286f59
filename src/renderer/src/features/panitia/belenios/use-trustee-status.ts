import { useEffect } from 'react';
import type { TrusteeStage } from '../../../../../shared/evoting/belenios-election';
import { useBackendQuery } from '../../../backend/use-backend-query';

/** How often the trustees' progress is read again while they still have work to do. */
export const TRUSTEE_REFRESH_MS = 10_000;

/** Stages at which a trustee is expected to act, so the committee's view follows them. */
const WAITING: readonly TrusteeStage[] = ['sertifikat', 'polinomial', 'verifikasi', 'dekripsi'];

/**
 * The election's trustees as its committee sees them (null: not a Belenios election), read again
 * every ten seconds while the trustees are at work; `refresh` after a change made here.
 */
export function useTrusteeStatus(eventId: string, state: string) {
  const query = useBackendQuery([eventId, state], (b, [id]) =>
    b.beleniosCommittee.trusteeStatus(id),
  );
  const waiting = query.value != null && WAITING.includes(query.value.tahap);
  const { refresh } = query;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(refresh, TRUSTEE_REFRESH_MS);
    return () => clearInterval(timer);
    // refresh is a new function each render; the timer only needs to exist while waiting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting]);
  return query;
}

/** Verified voters without a credential, for a Belenios election before it opens. */
export function useCredentialStatus(eventId: string, enabled: boolean, version: number) {
  return useBackendQuery([eventId, enabled, version], (b, [id, on]) =>
    on ? b.beleniosCommittee.credentialStatus(id) : Promise.resolve(null),
  );
}
