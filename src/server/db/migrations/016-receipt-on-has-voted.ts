import type { Db } from '../database';

export const receiptOnHasVotedMigration = {
  version: 16,
  name: 'receipt-on-has-voted',
  up: (db: Db): void => {
    // Issue 33, item 5: a voter whose cast was committed but never answered (the connection
    // or the server died in between) must still learn their receipt. The has-voted record
    // keeps it, written in the ballot's transaction (the row is append-only, so once); the
    // booth shows it to that voter alone. It links the voter to a receipt, never to a choice:
    // the box and the counters still share nothing (docs/EVOTING.md). Ballots cast before
    // this version keep NULL: the booth says no receipt was kept rather than invent one.
    db.exec('ALTER TABLE election_voted ADD COLUMN kode_tanda TEXT');
  },
};
