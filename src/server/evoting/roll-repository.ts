import type { Prodi } from '../../shared/evoting/prodi';
import type { RollEntry, RollStatus } from '../../shared/evoting/roll';
import type { Db } from '../db/database';

interface RollRow {
  voter_id: string;
  nama_lengkap: string;
  nim: string;
  prodi: Prodi;
  email: string | null;
  status: RollStatus;
  alasan_penolakan: string | null;
  sumber: RollEntry['sumber'];
  dibuat_pada: string;
}

const toEntry = (row: RollRow): RollEntry => ({
  voterId: row.voter_id,
  namaLengkap: row.nama_lengkap,
  nim: row.nim,
  prodi: row.prodi,
  email: row.email,
  status: row.status,
  alasanPenolakan: row.alasan_penolakan,
  sumber: row.sumber,
  dibuatPada: row.dibuat_pada,
});

/** A voter's own place on one election's roll (their dashboard). */
export interface VoterRollPlace {
  electionId: string;
  status: RollStatus;
  alasanPenolakan: string | null;
  sudahMemilih: boolean;
}

// The e-mail only of a voter who asked to join this election themself: the committee never
// learns the address of a voter it added by NIM and name (issue 33 item 1), so it is not read.
const SELECT = `SELECT r.voter_id, v.nama_lengkap, v.nim, v.prodi,
    CASE WHEN r.sumber = 'pemilih' THEN v.email END AS email, r.status,
    r.alasan_penolakan, r.sumber, r.dibuat_pada
  FROM election_roll r JOIN voters v ON v.id = r.voter_id`;

/**
 * Election rolls (migration 13): one row per voter and election. Read with the voters' names and
 * NIMs (and the e-mails of those who asked to join) — for that election's committee only (the
 * routes and topics decide); a voter reads their own places alone (placesOf).
 */
export function createRollRepository(db: Db) {
  const list = db.prepare<[string], RollRow>(
    `${SELECT} WHERE r.election_id = ? ORDER BY r.status = 'menunggu' DESC, v.nama_lengkap, v.nim`,
  );
  const one = db.prepare<[string, string], RollRow>(
    `${SELECT} WHERE r.election_id = ? AND r.voter_id = ?`,
  );
  const size = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM election_roll WHERE election_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO election_roll (election_id, voter_id, status, alasan_penolakan, sumber, dibuat_pada)
     VALUES (@electionId, @voterId, @status, NULL, @sumber, @at)`,
  );
  const decide = db.prepare(
    `UPDATE election_roll SET status = @status, alasan_penolakan = @alasan, diputuskan_pada = @at
     WHERE election_id = @electionId AND voter_id = @voterId`,
  );
  const askAgain = db.prepare(
    `UPDATE election_roll SET status = 'menunggu', alasan_penolakan = NULL, sumber = 'pemilih',
       dibuat_pada = @at, diputuskan_pada = NULL
     WHERE election_id = @electionId AND voter_id = @voterId AND status = 'ditolak'`,
  );
  const remove = db.prepare('DELETE FROM election_roll WHERE election_id = ? AND voter_id = ?');
  const places = db.prepare<
    [string],
    {
      election_id: string;
      status: RollStatus;
      alasan_penolakan: string | null;
      voted: 0 | 1;
    }
  >(
    `SELECT r.election_id, r.status, r.alasan_penolakan,
       EXISTS (SELECT 1 FROM election_voted w
               WHERE w.election_id = r.election_id AND w.voter_id = r.voter_id) AS voted
     FROM election_roll r WHERE r.voter_id = ?`,
  );
  return {
    list: (electionId: string): RollEntry[] => list.all(electionId).map(toEntry),
    find: (electionId: string, voterId: string): RollEntry | undefined => {
      const row = one.get(electionId, voterId);
      return row ? toEntry(row) : undefined;
    },
    size: (electionId: string): number => size.get(electionId)!.n,
    insert(
      electionId: string,
      voterId: string,
      entry: { status: RollStatus; sumber: RollEntry['sumber'] },
      at: string,
    ): void {
      insert.run({ electionId, voterId, ...entry, at });
    },
    decide(
      electionId: string,
      voterId: string,
      decision: { status: Exclude<RollStatus, 'menunggu'>; alasan: string | null },
      at: string,
    ): boolean {
      return decide.run({ electionId, voterId, ...decision, at }).changes === 1;
    },
    /** A rejected voter asks again: back to waiting, the old reason gone. */
    askAgain: (electionId: string, voterId: string, at: string): boolean =>
      askAgain.run({ electionId, voterId, at }).changes === 1,
    remove: (electionId: string, voterId: string): boolean =>
      remove.run(electionId, voterId).changes === 1,
    placesOf: (voterId: string): VoterRollPlace[] =>
      places.all(voterId).map((row) => ({
        electionId: row.election_id,
        status: row.status,
        alasanPenolakan: row.alasan_penolakan,
        sudahMemilih: row.voted === 1,
      })),
  };
}

export type RollRepository = ReturnType<typeof createRollRepository>;
