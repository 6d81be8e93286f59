import { ABSTAIN } from '../../shared/evoting/ballot';
import type { RollStatus } from '../../shared/evoting/roll';
import type { Db } from '../db/database';

/** The counters of one election: choice (a candidate's id, or 'abstain') → ballots. */
export type Tally = ReadonlyMap<string, number>;

/** What publishing stored: when, and the fingerprint the results page showed. */
export interface Publication {
  dipublikasikanPada: string;
  sidikJari: string;
}

/** A voter's own has-voted record: the minute, and their receipt (null before migration 16). */
export interface VotedRecord {
  memilihPada: string;
  kodeTanda: string | null;
}

/**
 * The secret ballot's storage (migration 14; docs/EVOTING.md). Three separate records: that a
 * voter voted (with the time and their own receipt, for them), the box of receipts (no choice,
 * no time, no voter), the counters per choice (no time, no receipt). Nothing joins a count to a
 * voter or a receipt: the receipt the has-voted record keeps is the voter's own, shown to them
 * alone, and it says nothing of the choice.
 */
export function createBallotRepository(db: Db) {
  const rollStatus = db.prepare<[string, string], { status: RollStatus }>(
    'SELECT status FROM election_roll WHERE election_id = ? AND voter_id = ?',
  );
  const voted = db.prepare<[string, string], { memilih_pada: string; kode_tanda: string | null }>(
    'SELECT memilih_pada, kode_tanda FROM election_voted WHERE election_id = ? AND voter_id = ?',
  );
  const insertVoted = db.prepare<[string, string, string, string]>(
    'INSERT INTO election_voted (election_id, voter_id, memilih_pada, kode_tanda) VALUES (?, ?, ?, ?)',
  );
  // A receipt is 100 random bits: a collision is a retry with a fresh one, never an error.
  const insertReceipt = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO election_receipts (election_id, kode_tanda) VALUES (?, ?)',
  );
  // Every choice's counter exists from the first ballot on, whichever that chose.
  const openCandidateCounters = db.prepare<[string, string]>(
    `INSERT OR IGNORE INTO election_tally (election_id, pilihan, suara)
     SELECT ?, id, 0 FROM candidates WHERE election_id = ?`,
  );
  const openCounter = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO election_tally (election_id, pilihan, suara) VALUES (?, ?, 0)',
  );
  const countOne = db.prepare<[string, string]>(
    'UPDATE election_tally SET suara = suara + 1 WHERE election_id = ? AND pilihan = ?',
  );
  const receipts = db
    .prepare<[string], string>(
      'SELECT kode_tanda FROM election_receipts WHERE election_id = ? ORDER BY kode_tanda',
    )
    .pluck();
  const tally = db.prepare<[string], { pilihan: string; suara: number }>(
    'SELECT pilihan, suara FROM election_tally WHERE election_id = ?',
  );
  const publication = db.prepare<
    [string],
    { hasil_dipublikasikan_pada: string | null; sidik_jari: string | null }
  >('SELECT hasil_dipublikasikan_pada, sidik_jari FROM elections WHERE id = ?');
  const publish = db.prepare<[{ id: string; at: string; sidikJari: string }]>(
    `UPDATE elections SET hasil_dipublikasikan = 1, hasil_dipublikasikan_pada = @at,
       sidik_jari = @sidikJari, diperbarui_pada = @at
     WHERE id = @id AND hasil_dipublikasikan = 0`,
  );

  return {
    rollStatus: (electionId: string, voterId: string): RollStatus | null =>
      rollStatus.get(electionId, voterId)?.status ?? null,
    /** The voter's has-voted record in this election (when, and their receipt), or null. */
    voted(electionId: string, voterId: string): VotedRecord | null {
      const row = voted.get(electionId, voterId);
      return row ? { memilihPada: row.memilih_pada, kodeTanda: row.kode_tanda } : null;
    },
    /**
     * The three writes of one ballot, inside the caller's transaction: a fresh receipt in the
     * box, the has-voted record with that receipt (its primary key refuses a second one), one
     * more on the chosen counter. Returns the receipt.
     */
    record(
      ballot: { electionId: string; voterId: string; pilihan: string; abstain: boolean },
      at: string,
      newReceipt: () => string,
    ): string {
      let kodeTanda = newReceipt();
      while (insertReceipt.run(ballot.electionId, kodeTanda).changes === 0)
        kodeTanda = newReceipt();
      insertVoted.run(ballot.electionId, ballot.voterId, at, kodeTanda);
      openCandidateCounters.run(ballot.electionId, ballot.electionId);
      if (ballot.abstain) openCounter.run(ballot.electionId, ABSTAIN);
      if (countOne.run(ballot.electionId, ballot.pilihan).changes !== 1)
        throw new Error('No counter for a checked choice');
      return kodeTanda;
    },
    /**
     * The has-voted record of a Belenios ballot, inside the caller's transaction: the voter's
     * minute and their tracker (the ballot itself is stored encrypted, apart). False when the
     * voter already has one.
     */
    markVoted(electionId: string, voterId: string, at: string, tracker: string): boolean {
      if (voted.get(electionId, voterId)) return false;
      insertVoted.run(electionId, voterId, at, tracker);
      return true;
    },
    /** The box, sorted: what the results list and the fingerprint hashes. */
    receipts: (electionId: string): string[] => receipts.all(electionId),
    tally: (electionId: string): Tally =>
      new Map(tally.all(electionId).map((row) => [row.pilihan, row.suara])),
    publication(electionId: string): Publication | null {
      const row = publication.get(electionId);
      return row?.hasil_dipublikasikan_pada && row.sidik_jari
        ? { dipublikasikanPada: row.hasil_dipublikasikan_pada, sidikJari: row.sidik_jari }
        : null;
    },
    /** Marks the results published, once; false when they already were. */
    publish: (electionId: string, at: string, sidikJari: string): boolean =>
      publish.run({ id: electionId, at, sidikJari }).changes === 1,
  };
}

export type BallotRepository = ReturnType<typeof createBallotRepository>;
