import type { Db } from '../database';

export const ballotsMigration = {
  version: 14,
  name: 'ballots',
  up: (db: Db): void => {
    // E-voting, part 2 (issue 19; docs/EVOTING.md): the secret ballot. Three records, none
    // sharing a key, a time or an order with another:
    // - election_voted: THAT a voter voted, and when (the voter's own fact, shown to them in
    //   the booth, kept to the minute), never what. Rebuilt to add the time NOT NULL: part 1
    //   had no casting, so no row can exist; one that did would get the migration's time,
    //   which is no earlier than its vote.
    // - election_receipts: the ballot box, one receipt per ballot with no choice, no time and
    //   no voter; WITHOUT ROWID, so its rows sit in the order of the random receipts, not of
    //   their arrival.
    // - election_tally: one counter per (election, choice) with no time; every choice's
    //   counter exists from the first ballot on, so which rows exist says nothing either.
    // The three are append-only: no "reset all votes" (../shared/EVOTING.md), and a counter
    // only ever goes up by one. The publication keeps its time and the fingerprint it showed.
    const migratedAt = new Date().toISOString();
    db.exec(`
        CREATE TABLE election_voted_v14 (
          election_id TEXT NOT NULL REFERENCES elections (id),
          voter_id TEXT NOT NULL REFERENCES voters (id),
          memilih_pada TEXT NOT NULL,
          PRIMARY KEY (election_id, voter_id)
        ) STRICT, WITHOUT ROWID;
      `);
    db.prepare(
      'INSERT INTO election_voted_v14 SELECT election_id, voter_id, ? FROM election_voted',
    ).run(migratedAt);
    db.exec(`
        DROP TABLE election_voted;
        ALTER TABLE election_voted_v14 RENAME TO election_voted;
        CREATE TRIGGER election_voted_no_update BEFORE UPDATE ON election_voted
          BEGIN SELECT RAISE(ABORT, 'election_voted is append-only'); END;
        CREATE TRIGGER election_voted_no_delete BEFORE DELETE ON election_voted
          BEGIN SELECT RAISE(ABORT, 'election_voted is append-only'); END;
        CREATE TABLE election_receipts (
          election_id TEXT NOT NULL REFERENCES elections (id),
          kode_tanda TEXT NOT NULL,
          PRIMARY KEY (election_id, kode_tanda)
        ) STRICT, WITHOUT ROWID;
        CREATE TRIGGER election_receipts_no_update BEFORE UPDATE ON election_receipts
          BEGIN SELECT RAISE(ABORT, 'election_receipts is append-only'); END;
        CREATE TRIGGER election_receipts_no_delete BEFORE DELETE ON election_receipts
          BEGIN SELECT RAISE(ABORT, 'election_receipts is append-only'); END;
        CREATE TABLE election_tally (
          election_id TEXT NOT NULL REFERENCES elections (id),
          pilihan TEXT NOT NULL,
          suara INTEGER NOT NULL CHECK (suara >= 0),
          PRIMARY KEY (election_id, pilihan)
        ) STRICT, WITHOUT ROWID;
        CREATE TRIGGER election_tally_one_up BEFORE UPDATE ON election_tally
          WHEN NEW.suara <> OLD.suara + 1 OR NEW.election_id <> OLD.election_id
            OR NEW.pilihan <> OLD.pilihan
          BEGIN SELECT RAISE(ABORT, 'election_tally only counts up by one'); END;
        CREATE TRIGGER election_tally_no_delete BEFORE DELETE ON election_tally
          BEGIN SELECT RAISE(ABORT, 'election_tally is append-only'); END;
        ALTER TABLE elections ADD COLUMN hasil_dipublikasikan_pada TEXT;
        ALTER TABLE elections ADD COLUMN sidik_jari TEXT;
      `);
  },
};
