import type { Db } from './database';
import { documentsMigration } from './migrations/001-documents';
import { accountsMigration } from './migrations/002-accounts';
import { berkasMigration } from './migrations/003-berkas';
import { berkasHistoryMigration } from './migrations/004-berkas-history';
import { berkasRevisionsMigration } from './migrations/005-berkas-revisions';
import { rateLimitsMigration } from './migrations/006-rate-limits';
import { sessionActivityMigration } from './migrations/007-session-activity';
import { resourceRecordsMigration } from './migrations/008-resource-records';
import { storedImagesMigration } from './migrations/009-stored-images';
import { historiChangesMigration } from './migrations/010-histori-changes';
import { storedDocumentsMigration } from './migrations/011-stored-documents';
import { profilePhotoFilesMigration } from './migrations/012-profile-photo-files';
import { evotingMigration } from './migrations/013-evoting';
import { ballotsMigration } from './migrations/014-ballots';
import { scBookingsMigration } from './migrations/015-sc-bookings';
import { receiptOnHasVotedMigration } from './migrations/016-receipt-on-has-voted';
import { beleniosElectionsMigration } from './migrations/017-belenios-elections';
import { plaintextLegacyElectionsMigration } from './migrations/018-plaintext-legacy-elections';

export interface Migration {
  version: number;
  name: string;
  up: (db: Db) => void;
}

/**
 * The schema's history. Append only: a released migration is never edited, a change is a new
 * version. Each runs in its own transaction, so a failed one leaves the database as it was.
 * One file a version, migrations/NNN-name.ts, listed here by hand: the server is bundled, so the
 * folder is not there to read at run time. A file does not name the Migration type (this list
 * checks its shape): importing it from here would be an import cycle, type-only or not
 * (tests/lint/import-cycles.test.ts). Their SQL keeps its first indentation, even where the code
 * around it moved: SQLite stores a CREATE statement's text as written (sqlite_master).
 */
export const MIGRATIONS: readonly Migration[] = [
  documentsMigration,
  accountsMigration,
  berkasMigration,
  berkasHistoryMigration,
  berkasRevisionsMigration,
  rateLimitsMigration,
  sessionActivityMigration,
  resourceRecordsMigration,
  storedImagesMigration,
  historiChangesMigration,
  storedDocumentsMigration,
  profilePhotoFilesMigration,
  evotingMigration,
  ballotsMigration,
  scBookingsMigration,
  receiptOnHasVotedMigration,
  beleniosElectionsMigration,
  plaintextLegacyElectionsMigration,
];

export function currentSchemaVersion(db: Db): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Brings the database up to the newest version; returns the versions it applied. */
export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number[] {
  const applied: number[] = [];
  const from = currentSchemaVersion(db);
  const newest = migrations.at(-1)?.version ?? 0;
  if (from > newest) {
    throw new Error(
      `Basis data berversi ${from}, lebih baru dari versi aplikasi ini (${newest}). Perbarui aplikasi.`,
    );
  }
  for (const migration of migrations) {
    if (migration.version <= from) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.version);
  }
  return applied;
}
