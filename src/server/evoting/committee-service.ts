import { EVOTING_HISTORY } from '../../shared/evoting/election-history';
import {
  announcementInput,
  electionAbstainInput,
  electionDetailsInput,
  electionScheduleInput,
  ELECTION_LIMITS,
  EVOTING_MESSAGES,
  extendInput,
  openNowInput,
  type Announcement,
  type Election,
} from '../../shared/evoting/election';
import {
  cancelProblem,
  closeNowProblem,
  configurationProblem,
  ELECTION_MESSAGES,
  extendProblem,
  openNowProblem,
  scheduleProblem,
} from '../../shared/evoting/election-state';
import type { CommitteeElection, ElectionOverview } from '../../shared/evoting/election-views';
import type { StoredUser } from '../accounts/user-repository';
import type { Db } from '../db/database';
import type { HistoriService } from '../histori/histori-service';
import { AppError, parseInput } from '../http/app-error';
import type { CandidateRepository } from './candidate-repository';
import type { ElectionReads } from './election-reads';
import type { ElectionRepository } from './election-repository';
import type { EvotingChange, EvotingEvents } from './evoting-events';

export const electionNotFound = () =>
  new AppError('NOT_FOUND', 404, EVOTING_MESSAGES.electionNotFound);
/** A state rule's refusal: the page shows the message as it is. */
export const refused = (message: string) => new AppError('CONFLICT', 409, message);

/** Why an announcement cannot change: only before the election closes. */
const closedProblem = (election: Election) =>
  election.state === 'selesai' || election.state === 'dibatalkan' ? ELECTION_MESSAGES.closed : null;

/** The field a schedule problem belongs to, for the form to show it there. */
const scheduleField = (message: string) =>
  message === ELECTION_MESSAGES.endBeforeStart ? 'selesai' : 'mulai';

/**
 * Pengaturan of the committee area (and the master's cancel): every change is one transaction
 * that reads the election with its state from the backend's clock, applies the state machine's
 * rule (election-state.ts), writes, and records a history entry naming the election; the live
 * topics are published after the commit.
 */
export function createCommitteeService(deps: {
  db: Db;
  elections: ElectionRepository;
  candidates: CandidateRepository;
  reads: ElectionReads;
  histori: HistoriService;
  events: EvotingEvents;
  /** A Belenios election's own condition to open (keys ready, credentials complete), or null. */
  openProblem: (eventId: string) => string | null;
  /** Why the election may not be scheduled yet: a new election whose trustees are not named. */
  trusteesProblem: (eventId: string) => string | null;
}) {
  const { db, elections, histori, events } = deps;
  const now = () => elections.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const update = (set: string) =>
    db.prepare(`UPDATE elections SET ${set}, diperbarui_pada = @at WHERE id = @id`);
  const writes = {
    details: update('nama = @nama, deskripsi = @deskripsi'),
    schedule: update('mulai = @mulai, selesai = @selesai'),
    abstain: update('abstain = @abstain'),
    cancel: update('dibatalkan_pada = @at'),
  };

  /** One change of one election: its transaction, then the topics that show it. */
  function change<T>(
    eventId: string,
    parts: EvotingChange[],
    apply: (election: Election, at: string) => T,
  ): T {
    const result = db
      .transaction(() => {
        const election = elections.find(eventId);
        if (!election) throw electionNotFound();
        return apply(election, iso(now()));
      })
      .immediate();
    events.changed(...parts);
    return result;
  }
  const view = (eventId: string): CommitteeElection => deps.reads.committeeElection(eventId)!;
  const configure = (election: Election) => {
    const problem = configurationProblem(election.state);
    if (problem) throw refused(problem);
  };

  return {
    updateDetails(actor: StoredUser, eventId: string, body: unknown): CommitteeElection {
      const input = parseInput(electionDetailsInput, body);
      change(eventId, ['election'], (election, at) => {
        const problem = closedProblem(election);
        if (problem) throw refused(problem);
        writes.details.run({ ...input, id: eventId, at });
        histori.record(actor, EVOTING_HISTORY.details(input.nama));
      });
      return view(eventId);
    },

    setSchedule(actor: StoredUser, eventId: string, body: unknown): CommitteeElection {
      const input = parseInput(electionScheduleInput, body);
      change(eventId, ['election'], (election, at) => {
        configure(election);
        const problem = scheduleProblem(input.mulai, input.selesai, now());
        if (problem)
          throw new AppError('VALIDATION', 400, problem, { [scheduleField(problem)]: problem });
        // After the times' own checks, so a wrong time is still shown at its field first.
        const withoutTrustees = deps.trusteesProblem(eventId);
        if (withoutTrustees) throw refused(withoutTrustees);
        const mulai = iso(Date.parse(input.mulai));
        const selesai = iso(Date.parse(input.selesai));
        writes.schedule.run({ id: eventId, mulai, selesai, at });
        histori.record(actor, EVOTING_HISTORY.schedule(election.nama, mulai, selesai));
      });
      return view(eventId);
    },

    setAbstain(actor: StoredUser, eventId: string, body: unknown): CommitteeElection {
      const { abstain } = parseInput(electionAbstainInput, body);
      change(eventId, ['election'], (election, at) => {
        configure(election);
        writes.abstain.run({ id: eventId, abstain: abstain ? 1 : 0, at });
        histori.record(actor, EVOTING_HISTORY.abstain(election.nama, abstain));
      });
      return view(eventId);
    },

    /** "Buka sekarang": the start moves to now (and the end is set when there is none). */
    openNow(actor: StoredUser, eventId: string, body: unknown): CommitteeElection {
      const input = parseInput(openNowInput, body);
      change(eventId, ['election'], (election, at) => {
        const overview = deps.reads.overview(election);
        const ready = {
          candidates: overview.jumlahKandidat,
          abstain: election.abstain,
          rollSize: overview.jumlahPemilih,
        };
        const problem =
          openNowProblem(election, ready, input.selesai, now()) ?? deps.openProblem(eventId);
        if (problem) throw refused(problem);
        const selesai = iso(Date.parse(input.selesai ?? election.selesai!));
        writes.schedule.run({ id: eventId, mulai: at, selesai, at });
        histori.record(actor, EVOTING_HISTORY.openedNow(election.nama, selesai));
      });
      return view(eventId);
    },

    /** "Tutup sekarang": the end moves to now. */
    closeNow(actor: StoredUser, eventId: string): CommitteeElection {
      change(eventId, ['election'], (election, at) => {
        const problem = closeNowProblem(election, now());
        if (problem) throw refused(problem);
        // The table wants the end after the start, even when both fall in the same millisecond.
        const selesai = iso(Math.max(now(), Date.parse(election.mulai!) + 1));
        writes.schedule.run({ id: eventId, mulai: election.mulai, selesai, at });
        histori.record(actor, EVOTING_HISTORY.closedNow(election.nama));
      });
      return view(eventId);
    },

    extend(actor: StoredUser, eventId: string, body: unknown): CommitteeElection {
      const input = parseInput(extendInput, body);
      change(eventId, ['election'], (election, at) => {
        const problem = extendProblem(election, input.selesai, now());
        if (problem) throw refused(problem);
        const selesai = iso(Date.parse(input.selesai));
        writes.schedule.run({ id: eventId, mulai: election.mulai, selesai, at });
        histori.record(actor, EVOTING_HISTORY.extended(election.nama, selesai));
      });
      return view(eventId);
    },

    addAnnouncement(actor: StoredUser, eventId: string, body: unknown): Announcement {
      const { teks } = parseInput(announcementInput, body);
      return change(eventId, ['announcements'], (election, at) => {
        const problem = closedProblem(election);
        if (problem) throw refused(problem);
        if (deps.candidates.announcementCount(eventId) >= ELECTION_LIMITS.announcementsPerElection)
          throw refused(EVOTING_MESSAGES.tooManyAnnouncements);
        const announcement = deps.candidates.addAnnouncement(eventId, teks, actor.id, at);
        histori.record(actor, EVOTING_HISTORY.announcementAdded(election.nama));
        return announcement;
      });
    },

    removeAnnouncement(actor: StoredUser, eventId: string, id: string): void {
      change(eventId, ['announcements'], (election) => {
        const problem = closedProblem(election);
        if (problem) throw refused(problem);
        if (!deps.candidates.removeAnnouncement(eventId, id))
          throw new AppError('NOT_FOUND', 404, EVOTING_MESSAGES.announcementNotFound);
        histori.record(actor, EVOTING_HISTORY.announcementRemoved(election.nama));
      });
    },

    /** The master's cancel: the election stays on record as dibatalkan. */
    cancel(actor: StoredUser, eventId: string): ElectionOverview {
      change(eventId, ['election'], (election, at) => {
        const problem = cancelProblem(election, now());
        if (problem) throw refused(problem);
        writes.cancel.run({ id: eventId, at });
        histori.record(actor, EVOTING_HISTORY.cancelled(election.nama, election.penyelenggara));
      });
      return deps.reads.overview(elections.find(eventId)!);
    },
  };
}

export type CommitteeService = ReturnType<typeof createCommitteeService>;
