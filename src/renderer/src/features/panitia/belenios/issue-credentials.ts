import { BELENIOS_LIMITS } from '../../../../../shared/evoting/belenios-election';
import type { BeleniosCommitteeApi } from '../../../backend/belenios-committee-api';
import type { MadeCredential } from './credential-messages';

/**
 * Registers the public parts in requests of at most 500 (the backend's limit), in order. Stops at
 * the first refusal: what was registered before it is returned with the error, so the codes of
 * those voters still reach the committee's file.
 */
export async function issueInBatches(
  api: Pick<BeleniosCommitteeApi, 'issueCredentials'>,
  eventId: string,
  credentials: readonly MadeCredential[],
  onProgress: (done: number) => void,
): Promise<{ registered: MadeCredential[]; error: unknown }> {
  const size = BELENIOS_LIMITS.credentialsPerRequest;
  for (let at = 0; at < credentials.length; at += size) {
    const batch = credentials.slice(at, at + size);
    try {
      await api.issueCredentials(
        eventId,
        batch.map((c) => ({ voterId: c.voterId, publik: c.publik })),
      );
    } catch (error) {
      return { registered: credentials.slice(0, at), error };
    }
    onProgress(Math.min(credentials.length, at + size));
  }
  return { registered: [...credentials], error: null };
}
