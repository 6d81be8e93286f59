import { LIVE_TOPICS, type LiveTopic } from '../../shared/live';
import type { LiveHub } from './live-hub';

/** The topics whose every snapshot re-checks the viewer's session (live-sources.ts). */
export const SESSION_TOPICS: readonly LiveTopic[] = [
  LIVE_TOPICS.myProfile,
  LIVE_TOPICS.users,
  LIVE_TOPICS.submissions,
  // E-voting's signed-in topics: the master's lists, the requester's, the committee's.
  LIVE_TOPICS.electionRequests,
  LIVE_TOPICS.elections,
  LIVE_TOPICS.committeeAccounts,
  LIVE_TOPICS.myElectionRequests,
  LIVE_TOPICS.myCommitteeElections,
  LIVE_TOPICS.committeeElection,
  LIVE_TOPICS.committeeAnnouncements,
  LIVE_TOPICS.committeeCandidates,
  LIVE_TOPICS.committeeRoll,
  // The voter's own topic ends as soon as their session is revoked.
  LIVE_TOPICS.voterElections,
];

/**
 * After sessions are revoked: every stream of these topics re-checks its viewer now, so the
 * revoked ones are told UNAUTHENTICATED and end instead of waiting for the next change.
 */
export function publishSessionTopics(hub: LiveHub): void {
  for (const topic of SESSION_TOPICS) hub.publish(topic);
}
