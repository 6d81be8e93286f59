import { createHash, timingSafeEqual } from 'node:crypto';
import type { SubmissionVersion } from '../../shared/berkas/resubmission';
import type { SubmissionStatus, Verifiers } from '../../shared/berkas/status';
import type { Db } from '../db/database';

/** SHA-256 is enough for a code of 99 random bits: no dictionary to try, no salt needed. */
export const hashRevisionCode = (canonicalCode: string): string =>
  createHash('sha256').update(canonicalCode, 'utf8').digest('hex');

/** Compares in constant time; a missing stored hash (older submissions) never matches. */
export function revisionCodeMatches(storedHash: string | null, canonicalCode: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashRevisionCode(canonicalCode), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The revision code's hash and the kept versions of a submission's answers. */
export function createRevisionRepository(db: Db) {
  return {
    setCodeHash(submissionId: string, hash: string): void {
      db.prepare('UPDATE submissions SET revision_code_hash = ? WHERE id = ?').run(
        hash,
        submissionId,
      );
    },
    codeHash(submissionId: string): string | null {
      const row = db
        .prepare<[string], { revision_code_hash: string | null }>(
          'SELECT revision_code_hash FROM submissions WHERE id = ?',
        )
        .get(submissionId);
      return row?.revision_code_hash ?? null;
    },
    /** Replaces the current answers; the caller has kept the previous ones with `addVersion`. */
    replaceAnswers(
      id: string,
      changes: {
        answers: Record<string, string>;
        namaKegiatan: string;
        penyelenggara: string;
        verifiers: Verifiers;
        currentStatus: SubmissionStatus;
      },
      now: string,
    ): void {
      db.prepare(
        `UPDATE submissions SET answers = ?, nama_kegiatan = ?, penyelenggara = ?, verifiers = ?,
           current_status = ?, updated_at = ? WHERE id = ?`,
      ).run(
        JSON.stringify(changes.answers),
        changes.namaKegiatan,
        changes.penyelenggara,
        JSON.stringify(changes.verifiers),
        changes.currentStatus,
        now,
        id,
      );
    },
    addVersion(submissionId: string, version: Omit<SubmissionVersion, 'version'>): number {
      const next =
        (db
          .prepare<[string], { n: number | null }>(
            'SELECT MAX(version) AS n FROM submission_versions WHERE submission_id = ?',
          )
          .get(submissionId)?.n ?? 0) + 1;
      db.prepare(
        'INSERT INTO submission_versions (submission_id, version, answers, submitted_at, replaced_at) VALUES (?, ?, ?, ?, ?)',
      ).run(
        submissionId,
        next,
        JSON.stringify(version.answers),
        version.submittedAt,
        version.replacedAt,
      );
      return next;
    },
    /** The submitter has no account: the activity history names them and no actor id. */
    addHistori(action: string, oleh: string, timestamp: string): void {
      db.prepare(
        'INSERT INTO histori (action, oleh, actor_id, timestamp) VALUES (?, ?, NULL, ?)',
      ).run(action, oleh, timestamp);
    },
    versions(submissionId: string): SubmissionVersion[] {
      return db
        .prepare<
          [string],
          { version: number; answers: string; submitted_at: string; replaced_at: string }
        >(
          'SELECT version, answers, submitted_at, replaced_at FROM submission_versions WHERE submission_id = ? ORDER BY version',
        )
        .all(submissionId)
        .map((row) => ({
          version: row.version,
          submittedAt: row.submitted_at,
          replacedAt: row.replaced_at,
          answers: JSON.parse(row.answers) as Record<string, string>,
        }));
    },
  };
}

export type RevisionRepository = ReturnType<typeof createRevisionRepository>;
