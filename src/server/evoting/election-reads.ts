import {
  toPublicElection,
  type Election,
  type PublicElection,
} from '../../shared/evoting/election';
import { readinessProblem } from '../../shared/evoting/election-state';
import { publicElectionList } from '../../shared/evoting/public-list';
import type { UserRepository } from '../accounts/user-repository';
import type {
  CommitteeElection,
  CommitteeMember,
  ElectionOverview,
  PublicElectionQuery,
} from '../../shared/evoting/election-views';
import type { ElectionRepository } from './election-repository';

/**
 * The read models of elections: the master's and the committee's overview (counts, committee)
 * and the public list. Counts are read per election at the moment of reading; the state comes
 * from the repository's clock.
 */
export function createElectionReads(deps: {
  elections: ElectionRepository;
  users: UserRepository;
  /** A new election without trustees cannot be scheduled or opened (migration 18). */
  trusteesProblem: (eventId: string) => string | null;
}) {
  const { elections, users } = deps;
  const memberOf = (userId: string): CommitteeMember[] => {
    const user = users.findById(userId);
    return user ? [{ id: user.id, namaTampilan: user.namaTampilan, email: user.email }] : [];
  };
  const overview = (election: Election): ElectionOverview => {
    const counts = elections.counts(election.id);
    return {
      ...election,
      jumlahKandidat: counts.kandidat,
      jumlahPemilih: counts.terverifikasi,
      menungguVerifikasi: counts.menunggu,
      sudahMemilih: counts.sudahMemilih,
      panitia: elections.committeeIds(election.id).flatMap(memberOf),
    };
  };
  return {
    overview,
    /** The committee area's election, with why it cannot open yet (before it opens). */
    committeeElection(id: string): CommitteeElection | undefined {
      const election = elections.find(id);
      if (!election) return undefined;
      const view = overview(election);
      const beforeOpening = election.state === 'draf' || election.state === 'dijadwalkan';
      return {
        ...view,
        belumSiap: beforeOpening
          ? (readinessProblem({
              candidates: view.jumlahKandidat,
              abstain: view.abstain,
              rollSize: view.jumlahPemilih,
            }) ?? deps.trusteesProblem(id))
          : null,
      };
    },
    all: (): ElectionOverview[] => elections.list().map(overview),
    /** The approved committee accounts the master may seat on a committee. */
    committeeAccounts: (): CommitteeMember[] =>
      users
        .list()
        .filter((user) => user.role === 'panitia_requestor' && !user.disabled)
        .map((user) => ({ id: user.id, namaTampilan: user.namaTampilan, email: user.email }))
        .sort((a, b) => a.namaTampilan.localeCompare(b.namaTampilan, 'id')),
    /** The elections an account serves on; the master serves on every one. */
    forCommittee: (userId: string, master: boolean): ElectionOverview[] =>
      (master ? elections.list() : elections.listForCommittee(userId)).map(overview),
    /**
     * /pemilihan: every election that has been scheduled (never a draft, nor a draft cancelled
     * before it had a schedule), public fields only; open ones first, then by start, newest first.
     */
    publicList(query: PublicElectionQuery): PublicElection[] {
      const shown = publicElectionList(
        elections.list().map((election) => toPublicElection(election, 0)),
        query,
      );
      return shown.map((election) => ({
        ...election,
        jumlahKandidat: elections.counts(election.id).kandidat,
      }));
    },
  };
}

export type ElectionReads = ReturnType<typeof createElectionReads>;
