import * as z from 'zod/mini';
import { LIVE_TOPICS } from '../../shared/live';
import type { SessionStore } from '../accounts/session-store';
import { AppError } from '../http/app-error';
import { parseLiveParam } from '../live/live-param';
import type { LiveSource, LiveViewer } from '../live/live-source';
import type { BallotReads } from './ballot-reads';
import { boothKey } from './evoting-events';
import type { VoterRepository } from './voter-repository';

/** The parameter of both topics: the election's id, as JSON. */
const eventIdParam = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * The booth and the results, live (issue 19). The booth is the signed-in voter's own (their
 * voter cookie; an admin session is nobody here), keyed by voter and election, so a ballot
 * reloads that voter's booth alone (evoting-events.ts `voted`); it changes when the election
 * opens or closes, when the committee decides on the voter, and when they vote. The results
 * are everyone's, and null until published: no count exists in any answer before that.
 */
export function ballotLiveSources(deps: {
  voterSessions: SessionStore;
  voters: VoterRepository;
  ballotReads: BallotReads;
}): Record<typeof LIVE_TOPICS.booth | typeof LIVE_TOPICS.electionResults, LiveSource> {
  const voterOf = (viewer: LiveViewer): string => {
    const voterId = viewer.voterToken ? deps.voterSessions.userIdFor(viewer.voterToken) : undefined;
    const voter = voterId ? deps.voters.findById(voterId) : undefined;
    if (!voter || voter.disabled) throw new AppError('UNAUTHENTICATED', 401);
    return voter.id;
  };
  return {
    [LIVE_TOPICS.booth]: {
      access: (viewer, param) => {
        const eventId = parseLiveParam(eventIdParam, param);
        return boothKey(voterOf(viewer), eventId);
      },
      load: (key) => {
        const [voterId, eventId] = JSON.parse(key) as [string, string];
        return deps.ballotReads.booth(voterId, eventId);
      },
    },
    [LIVE_TOPICS.electionResults]: {
      // Published results never change, and publishing publishes the topic: a visitor opening
      // /hasil/{id} costs no read once someone has.
      keptUntilPublished: true,
      access: (_viewer, param) => parseLiveParam(eventIdParam, param),
      load: (eventId) => deps.ballotReads.results(eventId),
    },
  };
}
