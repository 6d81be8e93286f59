import type { UserProfile } from '../../../shared/accounts';
import type { FormField } from '../../../shared/berkas/form-fields';
import type { AnggaranPage, AnggaranPageQuery } from '../../../shared/keterbukaan/anggaran-list';
import type { AnggaranOverview } from '../../../shared/keterbukaan/anggaran-overview';
import { LIVE_TOPICS, type LiveTopic } from '../../../shared/live';
import type { GeneralSettings } from '../../../shared/settings';
import type {
  Announcement,
  Candidate,
  ElectionRequest,
  PublicElection,
} from '../../../shared/evoting/election';
import type {
  CommitteeElection,
  CommitteeMember,
  ElectionOverview,
  PublicElectionQuery,
  VoterElection,
} from '../../../shared/evoting/election-views';
import type { RollEntry } from '../../../shared/evoting/roll';
import type { BoothView } from '../../../shared/evoting/ballot';
import type { ElectionResults } from '../../../shared/evoting/results';
import type { VoterProfile } from '../../../shared/evoting/voter';
import type { ManagedBooking, PublicSlot } from '../../../shared/sc/booking';
import type { ScSettings } from '../../../shared/sc/sc-settings';
import type { UpcomingActivity } from '../../../shared/agenda/agenda-view';
import { liveKey, type LiveParams } from './live-key';
import type { Backend, LiveObserver, Unsubscribe } from './contract';

export type { LiveParams } from './live-key';

/** How to open one live topic on a Backend; `P` is void for a topic without parameters. */
export interface LiveQuery<T, P extends LiveParams | void = void> {
  open(backend: Backend, observer: LiveObserver<T>, params: P): Unsubscribe;
}

export function liveQuery<T, P extends LiveParams | void = void>(
  open: (backend: Backend, observer: LiveObserver<T>, params: P) => Unsubscribe,
): LiveQuery<T, P> {
  return { open };
}

/**
 * Every live topic of src/shared/live.ts and how a Backend opens it. `satisfies` makes both
 * directions compile errors: a topic without an entry, and an entry that is no topic.
 */
export const LIVE_QUERIES = {
  [LIVE_TOPICS.generalSettings]: liveQuery<GeneralSettings>((b, o) => b.settings.watchGeneral(o)),
  // Keyed by the signed-in user's id, so one account's cached profile never shows for another.
  [LIVE_TOPICS.myProfile]: liveQuery<UserProfile, string>((b, o) => b.auth.watchMyProfile(o)),
  // Keyed by the signed-in voter's id, as myProfile is by the account's.
  [LIVE_TOPICS.myVoter]: liveQuery<VoterProfile | null, string>((b, o) => b.voters.watchCurrent(o)),
  [LIVE_TOPICS.users]: liveQuery<UserProfile[]>((b, o) => b.users.watchAll(o)),
  [LIVE_TOPICS.formFields]: liveQuery<FormField[]>((b, o) => b.berkas.watchFormFields(o)),
  [LIVE_TOPICS.submissions]: liveQuery<{ version: number }>((b, o) =>
    b.berkasAdmin.watchChanges(o),
  ),
  [LIVE_TOPICS.anggaranPage]: liveQuery<AnggaranPage, AnggaranPageQuery>((b, o, query) =>
    b.anggaran.watchPage(query, o),
  ),
  [LIVE_TOPICS.anggaranOverview]: liveQuery<AnggaranOverview>((b, o) => b.anggaran.watchSummary(o)),
  // E-voting (evoting-api.ts). The requester's and the voter's own lists are keyed by their id,
  // as myProfile is, so one account's cached list never shows for another.
  [LIVE_TOPICS.electionsPublic]: liveQuery<PublicElection[], PublicElectionQuery>((b, o, query) =>
    b.evoting.watchPublicList(query, o),
  ),
  [LIVE_TOPICS.myElectionRequests]: liveQuery<ElectionRequest[], string>((b, o) =>
    b.evoting.watchMyRequests(o),
  ),
  [LIVE_TOPICS.myCommitteeElections]: liveQuery<ElectionOverview[], string>((b, o) =>
    b.evoting.watchMyElections(o),
  ),
  [LIVE_TOPICS.electionRequests]: liveQuery<ElectionRequest[]>((b, o) =>
    b.evoting.watchRequests(o),
  ),
  [LIVE_TOPICS.elections]: liveQuery<ElectionOverview[]>((b, o) => b.evoting.watchElections(o)),
  [LIVE_TOPICS.committeeAccounts]: liveQuery<CommitteeMember[]>((b, o) =>
    b.evoting.watchCommitteeAccounts(o),
  ),
  [LIVE_TOPICS.committeeElection]: liveQuery<CommitteeElection, string>((b, o, eventId) =>
    b.committee.watchElection(eventId, o),
  ),
  [LIVE_TOPICS.committeeAnnouncements]: liveQuery<Announcement[], string>((b, o, eventId) =>
    b.committee.watchAnnouncements(eventId, o),
  ),
  [LIVE_TOPICS.committeeCandidates]: liveQuery<Candidate[], string>((b, o, eventId) =>
    b.committee.watchCandidates(eventId, o),
  ),
  [LIVE_TOPICS.committeeRoll]: liveQuery<RollEntry[], string>((b, o, eventId) =>
    b.committee.watchRoll(eventId, o),
  ),
  [LIVE_TOPICS.voterElections]: liveQuery<VoterElection[], string>((b, o) =>
    b.voterElections.watchMine(o),
  ),
  // The booth (ballot-api.ts) is keyed by the voter's id too, so one voter's cached booth never
  // shows for another; the results by the election alone (they are everyone's).
  [LIVE_TOPICS.booth]: liveQuery<BoothView, { voterId: string; eventId: string }>(
    (b, o, { eventId }) => b.ballot.watchBooth(eventId, o),
  ),
  [LIVE_TOPICS.electionResults]: liveQuery<ElectionResults | null, string>((b, o, eventId) =>
    b.ballot.watchResults(eventId, o),
  ),
  [LIVE_TOPICS.scSettings]: liveQuery<ScSettings>((b, o) => b.sc.watchSettings(o)),
  [LIVE_TOPICS.scSchedule]: liveQuery<PublicSlot[]>((b, o) => b.sc.watchSchedule(o)),
  [LIVE_TOPICS.scBookings]: liveQuery<ManagedBooking[]>((b, o) => b.sc.watchBookings(o)),
  [LIVE_TOPICS.agendaUpcoming]: liveQuery<UpcomingActivity[]>((b, o) => b.agenda.watchUpcoming(o)),
} satisfies Record<LiveTopic, LiveQuery<never, never>>;

export type LiveQueryTopic = keyof typeof LIVE_QUERIES;

export type LiveValueOf<K extends LiveQueryTopic> =
  (typeof LIVE_QUERIES)[K] extends LiveQuery<infer T, infer _P> ? T : never;

export type LiveParamsOf<K extends LiveQueryTopic> =
  (typeof LIVE_QUERIES)[K] extends LiveQuery<infer _T, infer P> ? P : never;

/** The hook's arguments after the topic: none, or the topic's parameters. */
export type LiveParamArgs<K extends LiveQueryTopic> = [LiveParamsOf<K>] extends [void]
  ? []
  : [params: LiveParamsOf<K>];

/** The cache key of a topic with its parameters: the topic alone when it has none. */
export function liveQueryKey(topic: LiveQueryTopic, params?: LiveParams | void): string {
  return liveKey(topic, params);
}
