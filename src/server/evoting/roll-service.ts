import { EVOTING_HISTORY } from '../../shared/evoting/election-history';
import {
  ELECTION_LIMITS,
  EVOTING_MESSAGES,
  rollAddInput,
  rollImportInput,
  rollRejectInput,
  type Election,
} from '../../shared/evoting/election';
import { configurationProblem } from '../../shared/evoting/election-state';
import type { RollImportLine, RollImportPreview } from '../../shared/evoting/election-views';
import { parseRollCsv } from '../../shared/evoting/roll-csv';
import type { RollEntry } from '../../shared/evoting/roll';
import { sameVoterName } from '../../shared/evoting/voter-name';
import type { StoredUser } from '../accounts/user-repository';
import type { Db } from '../db/database';
import type { HistoriService } from '../histori/histori-service';
import { AppError, parseInput } from '../http/app-error';
import { electionNotFound, refused } from './committee-service';
import type { ElectionRepository } from './election-repository';
import type { EvotingEvents } from './evoting-events';
import type { RollRepository } from './roll-repository';
import type { StoredVoter, VoterRepository } from './voter-repository';

const notOnRoll = () => new AppError('NOT_FOUND', 404, EVOTING_MESSAGES.voterNotOnRoll);
const noMatch = () =>
  new AppError('VALIDATION', 400, EVOTING_MESSAGES.voterNoMatch, {
    nim: EVOTING_MESSAGES.voterNoMatch,
    namaLengkap: EVOTING_MESSAGES.voterNoMatch,
  });

/**
 * Kelola Pemilih and Verifikasi Pemilih of the committee area: the roll of one election, refused
 * once it opens. A voter added by the committee (by NIM and Nama Lengkap together, or from a CSV
 * file of both) is verified at once; one who asked to join waits for the committee's
 * verification. History entries name the election and how many voters, never a voter: the
 * history is read by every staff member, the roll only by that election's committee
 * (../shared/EVOTING.md, "Voter roll").
 *
 * Issue 33 item 1: a committee must not harvest the voter register. A NIM alone finds nobody; a
 * NIM whose name differs answers as an unknown NIM does; an import's preview answers per line
 * only "fine" or the problem, never the voter's account data; and what a committee reads of a
 * voter it added leaves out their e-mail (roll-repository.ts).
 */
export function createRollService(deps: {
  db: Db;
  elections: ElectionRepository;
  roll: RollRepository;
  voters: VoterRepository;
  histori: HistoriService;
  events: EvotingEvents;
}) {
  const { db, roll, histori } = deps;
  const iso = () => new Date(deps.elections.now()).toISOString();

  /** One roll change: the election still open for configuration, then the write. */
  function change<T>(eventId: string, apply: (election: Election, at: string) => T): T {
    const result = db
      .transaction(() => {
        const election = deps.elections.find(eventId);
        if (!election) throw electionNotFound();
        const problem = configurationProblem(election.state);
        if (problem) throw refused(problem);
        return apply(election, iso());
      })
      .immediate();
    deps.events.changed('roll');
    return result;
  }
  const roomFor = (eventId: string, more: number) => {
    if (roll.size(eventId) + more > ELECTION_LIMITS.rollMax)
      throw refused(EVOTING_MESSAGES.rollFull);
  };

  /** The voter registered with this NIM under this name, or none (one answer for both misses). */
  const matching = (nim: string, namaLengkap: string): StoredVoter | undefined => {
    const voter = deps.voters.findByNim(nim);
    return voter && sameVoterName(voter.namaLengkap, namaLengkap) ? voter : undefined;
  };

  /**
   * The import's lines: the file's own checks, then whether each row's NIM and name are a voter
   * not yet listed. A line echoes the committee's own text; the voters it matched are kept apart,
   * for the commit.
   */
  function previewOf(eventId: string, csv: string) {
    const rows = parseRollCsv(csv);
    if ('error' in rows) throw new AppError('VALIDATION', 400, rows.error, { csv: rows.error });
    const toAdd: StoredVoter[] = [];
    const lines = rows.map((row): RollImportLine => {
      if (!row.ok) return row;
      const voter = matching(row.nim, row.namaLengkap);
      if (!voter) return { ...row, ok: false, masalah: EVOTING_MESSAGES.voterNoMatch };
      if (roll.find(eventId, voter.id))
        return { ...row, ok: false, masalah: EVOTING_MESSAGES.voterAlreadyOnRoll };
      toAdd.push(voter);
      return row;
    });
    const preview: RollImportPreview = { lines, siap: toAdd.length };
    return { preview, toAdd };
  }

  return {
    add(actor: StoredUser, eventId: string, body: unknown): RollEntry {
      const { nim, namaLengkap } = parseInput(rollAddInput, body);
      return change(eventId, (election, at) => {
        const voter = matching(nim, namaLengkap);
        if (!voter) throw noMatch();
        // Only after a full match: "already on the roll" tells nothing the committee lacks.
        if (roll.find(eventId, voter.id))
          throw new AppError('CONFLICT', 409, EVOTING_MESSAGES.voterAlreadyOnRoll, {
            nim: EVOTING_MESSAGES.voterAlreadyOnRoll,
          });
        roomFor(eventId, 1);
        roll.insert(eventId, voter.id, { status: 'terverifikasi', sumber: 'panitia' }, at);
        histori.record(actor, EVOTING_HISTORY.voterAdded(election.nama));
        return roll.find(eventId, voter.id)!;
      });
    },

    /** What an import would add, line by line; nothing is written. */
    preview(eventId: string, body: unknown): RollImportPreview {
      const { csv } = parseInput(rollImportInput, body);
      const election = deps.elections.find(eventId);
      if (!election) throw electionNotFound();
      const problem = configurationProblem(election.state);
      if (problem) throw refused(problem);
      return previewOf(eventId, csv).preview;
    },

    /** Adds every good line in one transaction, and answers the preview as it was applied. */
    commitImport(actor: StoredUser, eventId: string, body: unknown): RollImportPreview {
      const { csv } = parseInput(rollImportInput, body);
      return change(eventId, (election, at) => {
        const { preview, toAdd } = previewOf(eventId, csv);
        if (preview.siap === 0)
          throw new AppError('VALIDATION', 400, EVOTING_MESSAGES.importNothing, {
            csv: EVOTING_MESSAGES.importNothing,
          });
        roomFor(eventId, preview.siap);
        for (const voter of toAdd)
          roll.insert(eventId, voter.id, { status: 'terverifikasi', sumber: 'panitia' }, at);
        histori.record(actor, EVOTING_HISTORY.rollImported(election.nama, preview.siap));
        return preview;
      });
    },

    remove(actor: StoredUser, eventId: string, voterId: string): void {
      change(eventId, (election) => {
        if (!roll.remove(eventId, voterId)) throw notOnRoll();
        histori.record(actor, EVOTING_HISTORY.voterRemoved(election.nama));
      });
    },

    verify(actor: StoredUser, eventId: string, voterId: string): RollEntry {
      return change(eventId, (election, at) => {
        const entry = roll.find(eventId, voterId);
        if (!entry) throw notOnRoll();
        if (entry.status === 'terverifikasi') return entry;
        roll.decide(eventId, voterId, { status: 'terverifikasi', alasan: null }, at);
        histori.record(actor, EVOTING_HISTORY.voterVerified(election.nama));
        return roll.find(eventId, voterId)!;
      });
    },

    reject(actor: StoredUser, eventId: string, voterId: string, body: unknown): RollEntry {
      const { alasan } = parseInput(rollRejectInput, body);
      return change(eventId, (election, at) => {
        if (!roll.find(eventId, voterId)) throw notOnRoll();
        roll.decide(eventId, voterId, { status: 'ditolak', alasan }, at);
        histori.record(actor, EVOTING_HISTORY.voterRejected(election.nama));
        return roll.find(eventId, voterId)!;
      });
    },
  };
}

export type RollService = ReturnType<typeof createRollService>;
