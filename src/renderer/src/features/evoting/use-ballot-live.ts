import type { BoothView } from '../../../../shared/evoting/ballot';
import type { ElectionResults } from '../../../../shared/evoting/results';
import { LIVE_TOPICS } from '../../../../shared/live';
import type { LiveState } from '../../backend/live-value-cache';
import { useLiveQuery } from '../../backend/use-live-query';

/**
 * The booth, live (BallotApi.watchBooth): keyed by the voter too, so one voter's ballot never
 * shows for another signed in later in the same tab.
 */
export const useBooth = (eventId: string, voterId: string): LiveState<BoothView> =>
  useLiveQuery(LIVE_TOPICS.booth, { eventId, voterId });

/** /hasil/{eventId}'s results, or null while they are not published. Anyone may read them. */
export const useResults = (eventId: string): LiveState<ElectionResults | null> =>
  useLiveQuery(LIVE_TOPICS.electionResults, eventId);
