import type { Election } from '../../shared/evoting/election';
import { electionState } from '../../shared/evoting/election-state';
import type { Db } from '../db/database';

interface ElectionRow {
  id: string;
  nama: string;
  deskripsi: string;
  organisasi_id: string;
  penyelenggara: string;
  mulai: string | null;
  selesai: string | null;
  dibatalkan_pada: string | null;
  abstain: 0 | 1;
  hasil_dipublikasikan: 0 | 1;
  dibuat_pada: string;
}

/** How many candidates an election has, and its roll by status. */
export interface ElectionCounts {
  kandidat: number;
  terverifikasi: number;
  menunggu: number;
  ditolak: number;
  /** How many of the roll voted (election_voted): the turnout, never who chose what. */
  sudahMemilih: number;
}

/**
 * Elections as stored (migration 13), read with their state computed from the schedule and the
 * backend's clock at the moment of reading (shared/evoting/election-state.ts): no stored status
 * can disagree with the clock. Writes belong to the services of each area (requests, committee).
 */
export function createElectionRepository(db: Db, now: () => number = Date.now) {
  const toElection = (row: ElectionRow): Election => ({
    id: row.id,
    nama: row.nama,
    deskripsi: row.deskripsi,
    organisasiId: row.organisasi_id,
    penyelenggara: row.penyelenggara,
    mulai: row.mulai,
    selesai: row.selesai,
    dibatalkanPada: row.dibatalkan_pada,
    abstain: row.abstain === 1,
    hasilDipublikasikan: row.hasil_dipublikasikan === 1,
    dibuatPada: row.dibuat_pada,
    state: electionState(
      { mulai: row.mulai, selesai: row.selesai, dibatalkanPada: row.dibatalkan_pada },
      now(),
    ),
  });
  const byId = db.prepare<[string], ElectionRow>('SELECT * FROM elections WHERE id = ?');
  const all = db.prepare<[], ElectionRow>(
    'SELECT * FROM elections ORDER BY coalesce(mulai, dibuat_pada) DESC, id',
  );
  const ofCommittee = db.prepare<[string], ElectionRow>(
    `SELECT e.* FROM elections e JOIN election_committee c ON c.election_id = e.id
     WHERE c.user_id = ? ORDER BY coalesce(e.mulai, e.dibuat_pada) DESC, e.id`,
  );
  const member = db.prepare<[string, string], { one: 1 }>(
    'SELECT 1 AS one FROM election_committee WHERE election_id = ? AND user_id = ?',
  );
  const committee = db.prepare<[string], { user_id: string }>(
    'SELECT user_id FROM election_committee WHERE election_id = ? ORDER BY user_id',
  );
  const legacy = db.prepare<[string], { one: 1 }>(
    'SELECT 1 AS one FROM elections WHERE id = ? AND surat_suara_lama = 1',
  );
  const rollCount = (status: string) =>
    `(SELECT count(*) FROM election_roll WHERE election_id = @id AND status = '${status}') AS ${status}`;
  const counts = db.prepare<[{ id: string }], ElectionCounts>(
    `SELECT (SELECT count(*) FROM candidates WHERE election_id = @id) AS kandidat,
       ${rollCount('terverifikasi')}, ${rollCount('menunggu')}, ${rollCount('ditolak')},
       (SELECT count(*) FROM election_voted WHERE election_id = @id) AS sudahMemilih`,
  );
  return {
    /** The clock every state is computed with (tests move it). */
    now,
    find: (id: string): Election | undefined => {
      const row = byId.get(id);
      return row ? toElection(row) : undefined;
    },
    list: (): Election[] => all.all().map(toElection),
    /** The elections an account serves on as committee. */
    listForCommittee: (userId: string): Election[] => ofCommittee.all(userId).map(toElection),
    isCommittee: (userId: string, electionId: string): boolean =>
      member.get(electionId, userId) !== undefined,
    committeeIds: (electionId: string): string[] =>
      committee.all(electionId).map((row) => row.user_id),
    counts: (electionId: string): ElectionCounts => counts.get({ id: electionId })!,
    /**
     * Whether the election existed before the upgrade that made trustees mandatory (migration
     * 18): only such an election may still take plaintext ballots, when it names no trustees.
     */
    plaintextLegacy: (electionId: string): boolean => legacy.get(electionId) !== undefined,
  };
}

export type ElectionRepository = ReturnType<typeof createElectionRepository>;
