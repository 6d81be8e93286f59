import type { Db } from '../database';

/**
 * Version 18 (issue 34, "Replaces the plaintext counters of the ballot service for new
 * elections"): from this version on every new election is a Belenios election, so it needs
 * trustees before it is scheduled or opened. An election that already exists when a deployed
 * database is upgraded keeps the plaintext ballot it started with (its counters, receipts and
 * berita acara stay valid): this version marks each of them `surat_suara_lama = 1`; a row made
 * afterwards gets 0 by default. Nothing ever sets it back to 1: the plaintext path is closed to
 * new elections for good (docs/EVOTING.md, "Where the switch stands").
 */
export const plaintextLegacyElectionsMigration = {
  version: 18,
  name: 'plaintext-legacy-elections',
  up: (db: Db): void => {
    db.exec(`
      ALTER TABLE elections ADD COLUMN surat_suara_lama INTEGER NOT NULL DEFAULT 0
        CHECK (surat_suara_lama IN (0, 1));
      UPDATE elections SET surat_suara_lama = 1;
    `);
  },
};
