import { LIVE_TOPICS, type LiveTopic } from '../../shared/live';
import type { Db } from '../db/database';
import type { LiveHub } from '../live/live-hub';

/** What a committed write changed; each part names the topics that show it. */
export type EvotingChange =
  | 'election'
  | 'candidates'
  | 'roll'
  | 'announcements'
  | 'requests'
  | 'results';

/** Every topic that shows an election's state, schedule or counts. */
const ELECTION_TOPICS: readonly LiveTopic[] = [
  LIVE_TOPICS.electionsPublic,
  LIVE_TOPICS.elections,
  LIVE_TOPICS.myCommitteeElections,
  LIVE_TOPICS.committeeElection,
  LIVE_TOPICS.voterElections,
  // Opens and closes with the schedule; shows the election's name.
  LIVE_TOPICS.booth,
];

/** The booth topic's access key: one voter's booth of one election (ballot-live.ts). */
export const boothKey = (voterId: string, eventId: string): string =>
  JSON.stringify([voterId, eventId]);

const TOPICS_OF: Readonly<Record<EvotingChange, readonly LiveTopic[]>> = {
  election: ELECTION_TOPICS,
  // The number of candidates shows on every list; readiness on the committee's summary.
  candidates: [...ELECTION_TOPICS, LIVE_TOPICS.committeeCandidates],
  // Roll size and pending verifications: the master's list, the committee's summary.
  roll: [
    LIVE_TOPICS.elections,
    LIVE_TOPICS.myCommitteeElections,
    LIVE_TOPICS.committeeElection,
    LIVE_TOPICS.committeeRoll,
    LIVE_TOPICS.voterElections,
    // A voter verified or rejected sees their booth change.
    LIVE_TOPICS.booth,
  ],
  announcements: [LIVE_TOPICS.committeeAnnouncements, LIVE_TOPICS.voterElections],
  requests: [LIVE_TOPICS.electionRequests, LIVE_TOPICS.myElectionRequests],
  // Published results: the lists show the flag, /hasil/{id} the results.
  results: [...ELECTION_TOPICS, LIVE_TOPICS.electionResults],
};

/**
 * setTimeout's longest delay is 2^31-1 ms (about 24.8 days); a boundary further away is waited
 * for in steps, each one re-reading the schedules.
 */
const MAX_TIMER_MS = 2_147_000_000;
/**
 * A timer may fire a little before Date.now() reaches its instant (clock granularity): waking
 * this much later makes the state read at the wake-up the new one.
 */
const WAKE_MARGIN_MS = 25;

/**
 * The e-voting topics' publisher, and the clock that moves states with no write. An election's
 * state is computed from its schedule at every read (election-state.ts), but a live topic only
 * re-reads when published: so this keeps one timer set for the next start or end of any election
 * (the nearest instant after now), publishes every election topic when it passes, and sets the
 * next one. Every write that touches a schedule calls `changed('election')`, which re-arms it.
 * After a restart the timer is set again at creation, so an election that opened while the server
 * was down shows as open to the first reader (reads compute the state anyway).
 */
export function createEvotingEvents(deps: { db: Db; hub: LiveHub; now: () => number }) {
  const nextBoundary = deps.db.prepare<[{ now: string }], { at: string | null }>(
    `SELECT min(at) AS at FROM (
       SELECT mulai AS at FROM elections WHERE dibatalkan_pada IS NULL AND mulai > @now
       UNION ALL
       SELECT selesai AS at FROM elections WHERE dibatalkan_pada IS NULL AND selesai > @now)`,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const publish = (topics: readonly LiveTopic[]) => {
    for (const topic of new Set(topics)) deps.hub.publish(topic);
  };

  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const now = deps.now();
    const { at } = nextBoundary.get({ now: new Date(now).toISOString() })!;
    if (at === null) return;
    const delay = Math.min(Math.max(Date.parse(at) - now, 0) + WAKE_MARGIN_MS, MAX_TIMER_MS);
    timer = setTimeout(() => {
      timer = undefined;
      publish(ELECTION_TOPICS);
      arm();
    }, delay);
    // The timer alone never keeps the process (a test run, a stopping server) alive.
    timer.unref();
  };

  arm();
  return {
    /** After a commit: the topics that show what changed; a schedule change re-arms the clock. */
    changed(...parts: EvotingChange[]): void {
      publish(parts.flatMap((part) => TOPICS_OF[part]));
      if (parts.includes('election')) arm();
    },
    /**
     * After a ballot's commit: the turnout (the committee's and the master's views: counts of
     * who voted, never of what) and the voter's own dashboard and booth, by their keys alone.
     * Nothing published carries the choice: a topic only says "read again", and none of these
     * reads a count per choice.
     */
    voted(voterId: string, eventId: string): void {
      publish([LIVE_TOPICS.elections, LIVE_TOPICS.myCommitteeElections]);
      deps.hub.publish(LIVE_TOPICS.committeeElection, eventId);
      deps.hub.publish(LIVE_TOPICS.voterElections, voterId);
      deps.hub.publish(LIVE_TOPICS.booth, boothKey(voterId, eventId));
    },
    /** The server is closing: no timer left behind. */
    stop(): void {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type EvotingEvents = ReturnType<typeof createEvotingEvents>;
