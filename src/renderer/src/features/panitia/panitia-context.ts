import { useOutletContext } from 'react-router-dom';
import type { UserProfile } from '../../../../shared/accounts';
import type { CommitteeElection } from '../../backend/evoting-api';

/**
 * What the committee area's layout gives its pages: the election as its committee reads it
 * (live, so a state change by the clock or another member shows at once) and the signed-in
 * account. The layout renders no page until the backend has let this account see the election.
 */
export interface PanitiaOutletContext {
  election: CommitteeElection;
  user: UserProfile;
}

export function usePanitia(): PanitiaOutletContext {
  return useOutletContext<PanitiaOutletContext>();
}
