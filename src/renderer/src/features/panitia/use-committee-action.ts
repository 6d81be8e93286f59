import type { CommitteeApi } from '../../backend/evoting-api';
import { useBackend } from '../../backend/use-backend';
import { notifyError, notifySuccess } from '../../ui/admin-kit/admin-notify';
import { usePanitia } from './panitia-context';

/**
 * Runs one committee action on this election: on success its message, on failure the backend's
 * own (a refused change once the election is open says why: ELECTION_MESSAGES.frozen). Resolves
 * true when it was done.
 */
export function useCommitteeAction() {
  const backend = useBackend();
  const { election } = usePanitia();
  return async (
    run: (committee: CommitteeApi, eventId: string) => Promise<unknown>,
    success: string,
  ): Promise<boolean> => {
    try {
      await run((await backend).committee, election.id);
      notifySuccess(success);
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };
}
