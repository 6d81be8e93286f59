import type {
  Announcement,
  Candidate,
  CandidateInput,
  ElectionRequest,
  ElectionRequestInput,
  PublicElection,
  RollAddInput,
} from '../../../shared/evoting/election';
import type { ElectionState } from '../../../shared/evoting/election-state';
import type {
  CommitteeElection,
  CommitteeMember,
  ElectionOverview,
  PublicElectionQuery,
  RollImportPreview,
  VoterElection,
} from '../../../shared/evoting/election-views';
import type { RollEntry } from '../../../shared/evoting/roll';
import type { GeneralSettings } from '../../../shared/settings';
import type { LiveObserver, Unsubscribe } from './live-observer';

/**
 * E-voting, part 1 (issue 18; ../shared/EVOTING.md): what the pages ask of a backend besides the
 * voters' own accounts (voter-api.ts). Every answer is decided by the backend from its own clock
 * and its own authorization; the renderer never filters out what a caller may not see.
 */

export interface EvotingApi {
  /** /pemilihan: every election but drafts, filtered by the backend, live. Public fields only. */
  watchPublicList(
    query: PublicElectionQuery,
    observer: LiveObserver<PublicElection[]>,
  ): Unsubscribe;

  /** /request-pemilihan (approved committee accounts): send a request. */
  submitRequest(input: ElectionRequestInput): Promise<ElectionRequest>;
  /** The signed-in committee account's own requests, and the elections it serves on, live. */
  watchMyRequests(observer: LiveObserver<ElectionRequest[]>): Unsubscribe;
  watchMyElections(observer: LiveObserver<ElectionOverview[]>): Unsubscribe;

  /** Manajemen E-Voting (master): requests, decisions, every election, the menu switch. */
  watchRequests(observer: LiveObserver<ElectionRequest[]>): Unsubscribe;
  /** Approved committee accounts the master may assign. */
  watchCommitteeAccounts(observer: LiveObserver<CommitteeMember[]>): Unsubscribe;
  approveRequest(id: string, panitiaTambahan: string[]): Promise<ElectionOverview>;
  rejectRequest(id: string, alasan: string): Promise<ElectionRequest>;
  watchElections(observer: LiveObserver<ElectionOverview[]>): Unsubscribe;
  cancelElection(id: string): Promise<ElectionOverview>;
  setEvotingPublished(published: boolean): Promise<GeneralSettings>;
}

/** /panitia/{eventId}: that election's committee and the master; the backend refuses others. */
export interface CommitteeApi {
  watchElection(eventId: string, observer: LiveObserver<CommitteeElection>): Unsubscribe;
  updateDetails(
    eventId: string,
    input: { nama: string; deskripsi: string },
  ): Promise<CommitteeElection>;
  setSchedule(
    eventId: string,
    input: { mulai: string; selesai: string },
  ): Promise<CommitteeElection>;
  setAbstain(eventId: string, abstain: boolean): Promise<CommitteeElection>;
  /** "Buka sekarang"; `selesai` when the election has no end yet. */
  openNow(eventId: string, selesai: string | null): Promise<CommitteeElection>;
  closeNow(eventId: string): Promise<CommitteeElection>;
  extend(eventId: string, selesai: string): Promise<CommitteeElection>;

  watchAnnouncements(eventId: string, observer: LiveObserver<Announcement[]>): Unsubscribe;
  addAnnouncement(eventId: string, teks: string): Promise<Announcement>;
  removeAnnouncement(eventId: string, id: string): Promise<void>;

  watchCandidates(eventId: string, observer: LiveObserver<Candidate[]>): Unsubscribe;
  createCandidate(eventId: string, input: CandidateInput): Promise<Candidate>;
  updateCandidate(eventId: string, id: string, input: CandidateInput): Promise<Candidate>;
  removeCandidate(eventId: string, id: string): Promise<void>;

  watchRoll(eventId: string, observer: LiveObserver<RollEntry[]>): Unsubscribe;
  /** Adds the voter registered with this NIM under this Nama Lengkap (both must match). */
  addToRoll(eventId: string, voter: RollAddInput): Promise<RollEntry>;
  /** Per line of a CSV of NIMs and names: fine, or the problem; nothing of a voter's account. */
  previewImport(eventId: string, csv: string): Promise<RollImportPreview>;
  /** Adds the preview's good lines in one step; answers the preview as it was applied. */
  commitImport(eventId: string, csv: string): Promise<RollImportPreview>;
  removeFromRoll(eventId: string, voterId: string): Promise<void>;
  verify(eventId: string, voterId: string): Promise<RollEntry>;
  reject(eventId: string, voterId: string, alasan: string): Promise<RollEntry>;
}

/** The voter's side of elections (their accounts are voter-api.ts). */
export interface VoterElectionsApi {
  /** Elections whose roll holds the signed-in voter (any status), with announcements, live. */
  watchMine(observer: LiveObserver<VoterElection[]>): Unsubscribe;
  /** Ask to join an election's roll (before it opens); the committee verifies. */
  requestToJoin(eventId: string): Promise<VoterElection>;
}

export type { ElectionState };
// The views live in src/shared (both backends build them); the pages import them from here too.
export type {
  CommitteeElection,
  CommitteeMember,
  ElectionOverview,
  PublicElectionQuery,
  RollImportLine,
  RollImportPreview,
  VoterElection,
} from '../../../shared/evoting/election-views';
