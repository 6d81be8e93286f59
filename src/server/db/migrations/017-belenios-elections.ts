import type { Db } from '../database';

/**
 * Version 17 (issue 34; docs/EVOTING.md): Belenios elections. An election whose committee names
 * trustees keeps here what Belenios' record is made of, and nothing that could tell a choice:
 * - belenios_elections: the UUID, the threshold, then trustees.json (after the key generation),
 *   election.json and the public credentials (frozen when the election opens), the encrypted
 *   tally (after closing) and the result (when published). No count exists before the result.
 * - belenios_trustees: who each trustee is, the witness's sign-in code (hashed), and the public
 *   messages of the key generation and of the decryption. Never a private key: that stays in the
 *   trustee's file (its decryption share is here only encrypted to the trustee's own key).
 * - belenios_credentials: each voter's public credential (the private one never reaches the
 *   backend).
 * - belenios_ballots: the ballots as received, encrypted, keyed by credential, WITHOUT ROWID and
 *   with no time, so their order is that of the credentials, never of arrival; append-only.
 * The has-voted record stays election_voted (with the tracker as the voter's receipt).
 */
export const beleniosElectionsMigration = {
  version: 17,
  name: 'belenios-elections',
  up: (db: Db): void => {
    db.exec(`
      CREATE TABLE belenios_elections (
        election_id TEXT PRIMARY KEY REFERENCES elections (id),
        uuid TEXT NOT NULL UNIQUE,
        ambang INTEGER NOT NULL CHECK (ambang >= 1),
        trustees_json TEXT,
        election_json TEXT,
        credentials_json TEXT,
        dibuka_unix INTEGER,
        tally_json TEXT,
        sized_tally_json TEXT,
        result_json TEXT
      ) STRICT;
      CREATE TABLE belenios_trustees (
        election_id TEXT NOT NULL REFERENCES elections (id),
        posisi INTEGER NOT NULL CHECK (posisi >= 1),
        jenis TEXT NOT NULL CHECK (jenis IN ('panitia', 'saksi')),
        user_id TEXT REFERENCES users (id),
        nama TEXT NOT NULL,
        email TEXT,
        kode_hash TEXT,
        sertifikat TEXT,
        polinomial TEXT,
        vinput TEXT,
        verifikasi TEXT,
        dekripsi TEXT,
        PRIMARY KEY (election_id, posisi),
        CHECK ((jenis = 'panitia') = (user_id IS NOT NULL))
      ) STRICT, WITHOUT ROWID;
      CREATE UNIQUE INDEX belenios_trustees_user ON belenios_trustees (election_id, user_id)
        WHERE user_id IS NOT NULL;
      CREATE TABLE belenios_credentials (
        election_id TEXT NOT NULL REFERENCES elections (id),
        voter_id TEXT NOT NULL REFERENCES voters (id),
        publik TEXT NOT NULL,
        PRIMARY KEY (election_id, voter_id),
        UNIQUE (election_id, publik)
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE belenios_ballots (
        election_id TEXT NOT NULL REFERENCES elections (id),
        kredensial TEXT NOT NULL,
        tracker TEXT NOT NULL,
        surat_suara TEXT NOT NULL,
        PRIMARY KEY (election_id, kredensial),
        UNIQUE (election_id, tracker)
      ) STRICT, WITHOUT ROWID;
      CREATE TRIGGER belenios_ballots_no_update BEFORE UPDATE ON belenios_ballots
        BEGIN SELECT RAISE(ABORT, 'belenios_ballots is append-only'); END;
      CREATE TRIGGER belenios_ballots_no_delete BEFORE DELETE ON belenios_ballots
        BEGIN SELECT RAISE(ABORT, 'belenios_ballots is append-only'); END;
      CREATE TABLE wali_sessions (
        token_hash TEXT PRIMARY KEY,
        election_id TEXT NOT NULL REFERENCES elections (id),
        posisi INTEGER NOT NULL,
        dibuat_pada TEXT NOT NULL,
        kedaluwarsa_pada TEXT NOT NULL
      ) STRICT;
    `);
  },
};
