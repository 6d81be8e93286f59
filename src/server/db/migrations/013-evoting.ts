import type { Db } from '../database';

export const evotingMigration = {
  version: 13,
  name: 'evoting',
  up: (db: Db): void => {
    // E-voting, part 1 (issue 18; ../shared/EVOTING.md). Voters are a population of their own,
    // with their own sessions and resets: an admin's token can never act as a voter, nor the
    // reverse. NIM and email are unique here, so two registrations arriving at once cannot
    // both succeed. The roll is one row per voter and election; the state of an election is
    // computed from mulai/selesai/dibatalkan_pada and the clock, never stored. Ballots are
    // part 2's tables; nothing here links a voter to a choice.
    db.exec(`
        CREATE TABLE voters (
          id TEXT PRIMARY KEY,
          email TEXT NOT NULL UNIQUE COLLATE NOCASE,
          nim TEXT NOT NULL UNIQUE CHECK (length(nim) = 9 AND nim NOT GLOB '*[^0-9]*'),
          nama_lengkap TEXT NOT NULL,
          prodi TEXT NOT NULL CHECK (prodi IN ('Teknokimia Nuklir','Elektronika Instrumentasi','Elektro Mekanika')),
          password_hash TEXT NOT NULL,
          foto TEXT,
          disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        ) STRICT;
        CREATE TABLE voter_sessions (
          token_hash TEXT PRIMARY KEY,
          voter_id TEXT NOT NULL REFERENCES voters (id) ON DELETE CASCADE,
          client TEXT NOT NULL CHECK (client IN ('web','desktop')),
          created_at TEXT NOT NULL,
          expires_at TEXT NOT NULL,
          last_seen_at TEXT NOT NULL
        ) STRICT;
        CREATE INDEX voter_sessions_voter ON voter_sessions (voter_id);
        CREATE TABLE voter_password_resets (
          token_hash TEXT PRIMARY KEY,
          voter_id TEXT NOT NULL REFERENCES voters (id) ON DELETE CASCADE,
          expires_at TEXT NOT NULL,
          used_at TEXT
        ) STRICT;
        -- Where a voter has signed in successfully (a hashed address), as known_sign_ins is for
        -- accounts: the per-account limit on wrong passwords does not stop the voter there.
        CREATE TABLE voter_known_sign_ins (
          voter_id TEXT NOT NULL REFERENCES voters (id) ON DELETE CASCADE,
          address_hash TEXT NOT NULL,
          expires_at INTEGER NOT NULL,
          PRIMARY KEY (voter_id, address_hash)
        ) STRICT;
        CREATE INDEX voter_known_sign_ins_expiry ON voter_known_sign_ins (expires_at);
        CREATE TABLE election_requests (
          id TEXT PRIMARY KEY,
          organisasi_id TEXT NOT NULL,
          penyelenggara TEXT NOT NULL,
          nama_pemilihan TEXT NOT NULL,
          deskripsi TEXT NOT NULL,
          tautan_dokumen TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('menunggu','disetujui','ditolak')),
          diajukan_oleh TEXT NOT NULL REFERENCES users (id),
          diajukan_pada TEXT NOT NULL,
          diputuskan_oleh TEXT REFERENCES users (id),
          diputuskan_pada TEXT,
          alasan_penolakan TEXT,
          pemilihan_id TEXT
        ) STRICT;
        CREATE INDEX election_requests_status ON election_requests (status, diajukan_pada);
        CREATE TABLE elections (
          id TEXT PRIMARY KEY,
          request_id TEXT UNIQUE REFERENCES election_requests (id),
          nama TEXT NOT NULL,
          deskripsi TEXT NOT NULL,
          organisasi_id TEXT NOT NULL,
          penyelenggara TEXT NOT NULL,
          mulai TEXT,
          selesai TEXT,
          dibatalkan_pada TEXT,
          abstain INTEGER NOT NULL DEFAULT 1 CHECK (abstain IN (0, 1)),
          hasil_dipublikasikan INTEGER NOT NULL DEFAULT 0 CHECK (hasil_dipublikasikan IN (0, 1)),
          dibuat_pada TEXT NOT NULL,
          diperbarui_pada TEXT NOT NULL,
          CHECK ((mulai IS NULL) = (selesai IS NULL)),
          CHECK (selesai IS NULL OR selesai > mulai)
        ) STRICT;
        CREATE TABLE election_committee (
          election_id TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
          user_id TEXT NOT NULL REFERENCES users (id),
          PRIMARY KEY (election_id, user_id)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX election_committee_user ON election_committee (user_id);
        CREATE TABLE candidates (
          id TEXT PRIMARY KEY,
          election_id TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
          nomor INTEGER NOT NULL CHECK (nomor >= 1),
          nama TEXT NOT NULL,
          nama_wakil TEXT,
          foto TEXT,
          visi TEXT NOT NULL,
          misi TEXT NOT NULL,
          UNIQUE (election_id, nomor)
        ) STRICT;
        CREATE TABLE election_roll (
          election_id TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
          voter_id TEXT NOT NULL REFERENCES voters (id) ON DELETE CASCADE,
          status TEXT NOT NULL CHECK (status IN ('menunggu','terverifikasi','ditolak')),
          alasan_penolakan TEXT,
          sumber TEXT NOT NULL CHECK (sumber IN ('pemilih','panitia')),
          dibuat_pada TEXT NOT NULL,
          diputuskan_pada TEXT,
          PRIMARY KEY (election_id, voter_id)
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX election_roll_voter ON election_roll (voter_id);
        CREATE TABLE election_announcements (
          id TEXT PRIMARY KEY,
          election_id TEXT NOT NULL REFERENCES elections (id) ON DELETE CASCADE,
          teks TEXT NOT NULL,
          dibuat_oleh TEXT NOT NULL REFERENCES users (id),
          dibuat_pada TEXT NOT NULL
        ) STRICT;
        CREATE INDEX election_announcements_election ON election_announcements (election_id, dibuat_pada);
        -- That a voter voted, and nothing else: no time, no choice, and no rowid, so the table
        -- keeps no insertion order either (its rows sit in key order). The turnout is its count;
        -- the ballot box of part 2 must never share a key, a time or an order with it.
        CREATE TABLE election_voted (
          election_id TEXT NOT NULL REFERENCES elections (id),
          voter_id TEXT NOT NULL REFERENCES voters (id),
          PRIMARY KEY (election_id, voter_id)
        ) STRICT, WITHOUT ROWID;
      `);
  },
};
