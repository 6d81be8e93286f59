import * as z from 'zod/mini';
import { adminMenuEntry, canUseAdminArea } from '../../shared/admin-menu';
import {
  publicElectionQuerySchema,
  type PublicElectionQuery,
} from '../../shared/evoting/election-views';
import { LIVE_TOPICS } from '../../shared/live';
import type { SessionStore } from '../accounts/session-store';
import type { StoredUser, UserRepository } from '../accounts/user-repository';
import { AppError } from '../http/app-error';
import type { LiveHub } from '../live/live-hub';
import { parseLiveParam } from '../live/live-param';
import type { LiveSource, LiveViewer } from '../live/live-source';
import { electionNotFound } from './committee-service';
import type { ElectionRepository } from './election-repository';
import type { EvotingServices } from './evoting-services';
import type { VoterRepository } from './voter-repository';

type EvotingTopic =
  | typeof LIVE_TOPICS.electionsPublic
  | typeof LIVE_TOPICS.myElectionRequests
  | typeof LIVE_TOPICS.myCommitteeElections
  | typeof LIVE_TOPICS.electionRequests
  | typeof LIVE_TOPICS.elections
  | typeof LIVE_TOPICS.committeeAccounts
  | typeof LIVE_TOPICS.committeeElection
  | typeof LIVE_TOPICS.committeeAnnouncements
  | typeof LIVE_TOPICS.committeeCandidates
  | typeof LIVE_TOPICS.committeeRoll
  | typeof LIVE_TOPICS.voterElections;

/** A committee topic's parameter: the election's id, as JSON. */
const eventIdParam = z.string().check(z.minLength(1), z.maxLength(64));

/** The query as one canonical text (fields in a fixed order): the access key of its group. */
const canonicalQuery = (query: PublicElectionQuery) =>
  JSON.stringify([query.q.trim(), query.status]);

/**
 * The live topics of e-voting. Each `access` decides from the viewer's own session: the public
 * list for everyone (public fields only), the master's lists for the master (the menu's rule for
 * 'manajemen-voting'), a committee topic for that election's committee and the master, the
 * requester's topics for committee accounts, the voter's topic for a signed-in voter (their own
 * cookie) and only about them. The e-voting services publish them after each commit
 * (evoting-events.ts), also when an election opens or closes by the clock.
 */
export function evotingLiveSources(deps: {
  sessions: SessionStore;
  users: UserRepository;
  voterSessions: SessionStore;
  voters: VoterRepository;
  elections: ElectionRepository;
  evoting: EvotingServices;
  hub: LiveHub;
}): Record<EvotingTopic, LiveSource> {
  const { evoting } = deps;
  const userOf = (viewer: LiveViewer): StoredUser => {
    const userId = viewer.token ? deps.sessions.userIdFor(viewer.token) : undefined;
    const user = userId ? deps.users.findById(userId) : undefined;
    if (!user || user.disabled) throw new AppError('UNAUTHENTICATED', 401);
    return user;
  };
  const master = (viewer: LiveViewer) => {
    if (!canUseAdminArea(userOf(viewer), adminMenuEntry('manajemen-voting')))
      throw new AppError('FORBIDDEN', 403);
    return 'master';
  };
  /** Committee accounts (their requests, their elections) and the master. */
  const requester = (viewer: LiveViewer) => {
    const user = userOf(viewer);
    if (user.role !== 'panitia_requestor' && user.role !== 'master')
      throw new AppError('FORBIDDEN', 403);
    return JSON.stringify([user.id, user.role === 'master']);
  };
  /** committee-access.ts's rule for a stream: the election's committee, or the master. */
  const committee = (viewer: LiveViewer, param: string | undefined) => {
    const eventId = parseLiveParam(eventIdParam, param);
    const user = userOf(viewer);
    if (user.role === 'master') return eventId;
    if (user.role === 'panitia_requestor' && deps.elections.isCommittee(user.id, eventId))
      return eventId;
    throw new AppError('FORBIDDEN', 403);
  };
  /** A committee topic's data; the master may ask for an election that does not exist. */
  const existing = <T>(eventId: string, read: () => T): T => {
    if (!deps.elections.find(eventId)) throw electionNotFound();
    return read();
  };
  const voterOf = (viewer: LiveViewer) => {
    const voterId = viewer.voterToken ? deps.voterSessions.userIdFor(viewer.voterToken) : undefined;
    const voter = voterId ? deps.voters.findById(voterId) : undefined;
    if (!voter || voter.disabled) throw new AppError('UNAUTHENTICATED', 401);
    return voter.id;
  };
  // A renamed committee account shows at once in the lists that name it, and a newly approved
  // one among the accounts the master may seat.
  deps.hub.subscribe(LIVE_TOPICS.users, () => {
    deps.hub.publish(LIVE_TOPICS.committeeAccounts);
    deps.hub.publish(LIVE_TOPICS.elections);
    deps.hub.publish(LIVE_TOPICS.committeeElection);
  });

  return {
    [LIVE_TOPICS.electionsPublic]: {
      // Every change of what it shows publishes it: writes after their commit, and the clock at
      // each start and end (evoting-events.ts). A visitor opening /pemilihan then costs no read.
      keptUntilPublished: true,
      access: (_viewer, param) => canonicalQuery(parseLiveParam(publicElectionQuerySchema, param)),
      load: (key) => {
        const [q, status] = JSON.parse(key) as [string, PublicElectionQuery['status']];
        return evoting.reads.publicList({ q, status });
      },
    },
    [LIVE_TOPICS.myElectionRequests]: {
      access: requester,
      load: (key) => evoting.requests.listByRequester((JSON.parse(key) as [string])[0]),
    },
    [LIVE_TOPICS.myCommitteeElections]: {
      access: requester,
      load: (key) => {
        const [userId, isMaster] = JSON.parse(key) as [string, boolean];
        return evoting.reads.forCommittee(userId, isMaster);
      },
    },
    [LIVE_TOPICS.electionRequests]: { access: master, load: () => evoting.requests.list() },
    [LIVE_TOPICS.elections]: { access: master, load: () => evoting.reads.all() },
    [LIVE_TOPICS.committeeAccounts]: {
      access: master,
      load: () => evoting.reads.committeeAccounts(),
    },
    [LIVE_TOPICS.committeeElection]: {
      access: committee,
      load: (eventId) => existing(eventId, () => evoting.reads.committeeElection(eventId)),
    },
    [LIVE_TOPICS.committeeAnnouncements]: {
      access: committee,
      load: (eventId) => existing(eventId, () => evoting.candidates.announcements(eventId)),
    },
    [LIVE_TOPICS.committeeCandidates]: {
      access: committee,
      load: (eventId) => existing(eventId, () => evoting.candidates.list(eventId)),
    },
    [LIVE_TOPICS.committeeRoll]: {
      access: committee,
      load: (eventId) => existing(eventId, () => evoting.roll.list(eventId)),
    },
    [LIVE_TOPICS.voterElections]: {
      access: voterOf,
      load: (voterId) => evoting.voterElections.mine(voterId),
    },
  };
}
