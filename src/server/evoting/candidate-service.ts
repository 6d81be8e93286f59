import { EVOTING_HISTORY } from '../../shared/evoting/election-history';
import {
  candidateInput,
  ELECTION_LIMITS,
  EVOTING_MESSAGES,
  type Candidate,
  type Election,
} from '../../shared/evoting/election';
import { configurationProblem } from '../../shared/evoting/election-state';
import type { ImageRef } from '../../shared/images/image-ref';
import type { StoredUser } from '../accounts/user-repository';
import type { Db } from '../db/database';
import type { HistoriService } from '../histori/histori-service';
import { AppError, parseInput } from '../http/app-error';
import type { ImageService } from '../images/image-service';
import { isNumberTaken, type CandidateRepository } from './candidate-repository';
import { electionNotFound, refused } from './committee-service';
import type { ElectionRepository } from './election-repository';
import type { EvotingEvents } from './evoting-events';

const numberTaken = () =>
  new AppError('CONFLICT', 409, EVOTING_MESSAGES.candidateNumberTaken, {
    nomor: EVOTING_MESSAGES.candidateNumberTaken,
  });
const notFound = () => new AppError('NOT_FOUND', 404, EVOTING_MESSAGES.candidateNotFound);

/** `/api/images/{id}.{ext}` → the stored file's id. */
const storedId = (url: string) => /^\/api\/images\/([A-Za-z0-9_-]{22})\./.exec(url)?.[1];

/**
 * Kandidat of the committee area: refused once the election opens (the numbers and the ballot
 * are frozen: election-state.ts configurationProblem). A number is unique per election by the
 * table; a photo must be an image stored here (its upload: POST /api/images).
 */
export function createCandidateService(deps: {
  db: Db;
  elections: ElectionRepository;
  candidates: CandidateRepository;
  images: ImageService;
  histori: HistoriService;
  events: EvotingEvents;
}) {
  const { db, candidates, histori } = deps;

  const checkPhoto = (foto: ImageRef | null) => {
    if (!foto) return;
    const stored = [foto.url, foto.thumbUrl].every((url) => {
      const id = storedId(url);
      return id !== undefined && deps.images.find(id) !== undefined;
    });
    if (!stored)
      throw new AppError('VALIDATION', 400, EVOTING_MESSAGES.photoUnknown, {
        foto: EVOTING_MESSAGES.photoUnknown,
      });
  };

  /** One candidate change: the election open for configuration, then the write and its entry. */
  function change<T>(eventId: string, apply: (election: Election) => T): T {
    let result: T;
    try {
      result = db
        .transaction(() => {
          const election = deps.elections.find(eventId);
          if (!election) throw electionNotFound();
          const problem = configurationProblem(election.state);
          if (problem) throw refused(problem);
          return apply(election);
        })
        .immediate();
    } catch (error) {
      throw isNumberTaken(error) ? numberTaken() : error;
    }
    deps.events.changed('candidates');
    return result;
  }

  return {
    create(actor: StoredUser, eventId: string, body: unknown): Candidate {
      const input = parseInput(candidateInput, body);
      checkPhoto(input.foto);
      return change(eventId, (election) => {
        if (candidates.list(eventId).length >= ELECTION_LIMITS.candidatesPerElection)
          throw refused(EVOTING_MESSAGES.tooManyCandidates);
        const candidate = candidates.insert(eventId, input);
        histori.record(actor, EVOTING_HISTORY.candidateAdded(election.nama, input));
        return candidate;
      });
    },

    update(actor: StoredUser, eventId: string, id: string, body: unknown): Candidate {
      const input = parseInput(candidateInput, body);
      checkPhoto(input.foto);
      return change(eventId, (election) => {
        const candidate = candidates.update(eventId, id, input);
        if (!candidate) throw notFound();
        histori.record(actor, EVOTING_HISTORY.candidateUpdated(election.nama, input));
        return candidate;
      });
    },

    remove(actor: StoredUser, eventId: string, id: string): void {
      change(eventId, (election) => {
        const candidate = candidates.find(eventId, id);
        if (!candidate || !candidates.remove(eventId, id)) throw notFound();
        histori.record(actor, EVOTING_HISTORY.candidateRemoved(election.nama, candidate));
      });
    },
  };
}

export type CandidateService = ReturnType<typeof createCandidateService>;
