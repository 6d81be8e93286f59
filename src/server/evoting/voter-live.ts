import { LIVE_TOPICS } from '../../shared/live';
import type { SessionStore } from '../accounts/session-store';
import { AppError } from '../http/app-error';
import type { LiveSource, LiveViewer } from '../live/live-source';
import { voterProfileOf, type VoterRepository } from './voter-repository';

/**
 * The signed-in voter's own profile, live (VoterApi.watchCurrent): keyed by the voter, so one
 * read serves all their tabs. The voter cookie decides whose; an admin session is nobody here.
 * A signed-out, reset or disabled voter's stream ends with UNAUTHENTICATED at the next publish.
 */
export function voterLiveSources(services: {
  voterSessions: SessionStore;
  voters: VoterRepository;
}): Record<typeof LIVE_TOPICS.myVoter, LiveSource> {
  const voterOf = (viewer: LiveViewer) => {
    const voterId = viewer.voterToken
      ? services.voterSessions.userIdFor(viewer.voterToken)
      : undefined;
    const voter = voterId ? services.voters.findById(voterId) : undefined;
    if (!voter || voter.disabled) throw new AppError('UNAUTHENTICATED', 401);
    return voter;
  };
  return {
    [LIVE_TOPICS.myVoter]: {
      access: (viewer) => voterOf(viewer).id,
      load: (voterId) => {
        const voter = services.voters.findById(voterId);
        if (!voter || voter.disabled) throw new AppError('UNAUTHENTICATED', 401);
        return voterProfileOf(voter);
      },
    },
  };
}
