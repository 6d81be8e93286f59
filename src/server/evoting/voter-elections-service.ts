import {
  ELECTION_LIMITS,
  EVOTING_MESSAGES,
  toPublicElection,
  type Election,
} from '../../shared/evoting/election';
import type { VoterElection } from '../../shared/evoting/election-views';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import type { CandidateRepository } from './candidate-repository';
import { electionNotFound, refused } from './committee-service';
import type { ElectionRepository } from './election-repository';
import type { EvotingEvents } from './evoting-events';
import type { RollRepository, VoterRollPlace } from './roll-repository';
import type { StoredVoter } from './voter-repository';

/**
 * The voter's side of elections (their dashboard): the elections whose roll holds them, with
 * their own place on it and the committee's announcements, and the request to join a roll. A
 * voter reads nothing of another voter: only their own roll rows are ever read here.
 */
export function createVoterElectionsService(deps: {
  db: Db;
  elections: ElectionRepository;
  candidates: CandidateRepository;
  roll: RollRepository;
  events: EvotingEvents;
  /** Whether the election is a Belenios election (its dashboard card offers the credential). */
  encrypted: (eventId: string) => boolean;
}) {
  const { elections, roll } = deps;
  const viewOf = (election: Election, place: VoterRollPlace | undefined): VoterElection => ({
    ...toPublicElection(election, elections.counts(election.id).kandidat),
    statusPemilih: place?.status ?? null,
    alasanPenolakan: place?.alasanPenolakan ?? null,
    sudahMemilih: place?.sudahMemilih ?? false,
    // Announcements are for the roll: a voter who is not (yet) on it sees none.
    pengumuman: place ? deps.candidates.announcements(election.id) : [],
    ...(deps.encrypted(election.id) ? { terenkripsi: true as const } : {}),
  });

  return {
    /**
     * Every election whose roll holds the voter, whatever their status there, but drafts: an
     * election is shown to voters once its committee has scheduled it.
     */
    mine(voterId: string): VoterElection[] {
      return roll
        .placesOf(voterId)
        .flatMap((place) => {
          const election = elections.find(place.electionId);
          return election && election.state !== 'draf' ? [viewOf(election, place)] : [];
        })
        .sort(
          (a, b) =>
            Number(b.state === 'berlangsung') - Number(a.state === 'berlangsung') ||
            (b.mulai ?? '').localeCompare(a.mulai ?? ''),
        );
    },

    /**
     * Asks to join a roll: only while the election is scheduled and not yet open. A rejected
     * voter may ask again (back to waiting, the old reason gone).
     */
    join(voter: StoredVoter, eventId: string): VoterElection {
      const result = deps.db
        .transaction(() => {
          const election = elections.find(eventId);
          // A draft is nobody's business but its committee's: it does not exist for a voter.
          if (!election || election.state === 'draf') throw electionNotFound();
          if (election.state !== 'dijadwalkan') throw refused(EVOTING_MESSAGES.joinClosed);
          const at = new Date(elections.now()).toISOString();
          const entry = roll.find(eventId, voter.id);
          if (entry?.status === 'ditolak') roll.askAgain(eventId, voter.id, at);
          else if (entry) throw new AppError('CONFLICT', 409, EVOTING_MESSAGES.joinAlreadyAsked);
          else {
            if (roll.size(eventId) >= ELECTION_LIMITS.rollMax)
              throw refused(EVOTING_MESSAGES.rollFull);
            roll.insert(eventId, voter.id, { status: 'menunggu', sumber: 'pemilih' }, at);
          }
          const place = roll.placesOf(voter.id).find((one) => one.electionId === eventId);
          return viewOf(election, place);
        })
        .immediate();
      deps.events.changed('roll');
      return result;
    },
  };
}

export type VoterElectionsService = ReturnType<typeof createVoterElectionsService>;
