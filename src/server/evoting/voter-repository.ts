import { randomUUID } from 'node:crypto';
import type { ElectionSchedule } from '../../shared/evoting/election-state';
import type { VoterProfile } from '../../shared/evoting/voter';
import type { Prodi } from '../../shared/evoting/prodi';
import type { Db } from '../db/database';

interface VoterRow {
  id: string;
  email: string;
  nim: string;
  nama_lengkap: string;
  prodi: Prodi;
  password_hash: string;
  foto: string | null;
  disabled: 0 | 1;
}

/** A voter as the server holds them: the profile, the password's hash, whether disabled. */
export interface StoredVoter extends VoterProfile {
  passwordHash: string;
  disabled: boolean;
}

const toVoter = (row: VoterRow): StoredVoter => ({
  id: row.id,
  email: row.email,
  nim: row.nim,
  namaLengkap: row.nama_lengkap,
  prodi: row.prodi,
  foto: row.foto,
  passwordHash: row.password_hash,
  disabled: row.disabled === 1,
});

/** What a voter may see of themself: never the hash. */
export const voterProfileOf = ({
  passwordHash: _hash,
  disabled: _disabled,
  ...profile
}: StoredVoter): VoterProfile => profile;

/** A new voter's fields; the email is stored lower-cased by the schema that parsed it. */
export interface NewVoter {
  email: string;
  nim: string;
  namaLengkap: string;
  prodi: Prodi;
  passwordHash: string;
}

/** What the voter changes on /profil-pemilih (the email and password are not among them). */
export interface VoterProfileFields {
  namaLengkap: string;
  nim: string;
  prodi: Prodi;
  foto: string | null;
}

/** Which unique field a refused insert or update collided on. */
export type VoterConflict = 'nim' | 'email';

/** The column a UNIQUE failure of the voters table names, read from SQLite's message. */
function conflictOf(error: unknown): VoterConflict | undefined {
  if (!(error instanceof Error) || !('code' in error) || error.code !== 'SQLITE_CONSTRAINT_UNIQUE')
    return undefined;
  if (error.message.includes('voters.nim')) return 'nim';
  if (error.message.includes('voters.email')) return 'email';
  return undefined;
}

/**
 * The voters table (migration 13): a population apart from `users`. Uniqueness of NIM and email is
 * the table's (UNIQUE constraints), so two registrations arriving at once cannot both succeed.
 */
export function createVoterRepository(db: Db) {
  const byId = db.prepare<[string], VoterRow>('SELECT * FROM voters WHERE id = ?');
  const byEmail = db.prepare<[string], VoterRow>('SELECT * FROM voters WHERE email = ?');
  const byNim = db.prepare<[string], VoterRow>('SELECT * FROM voters WHERE nim = ?');
  const insert = db.prepare(
    `INSERT INTO voters (id, email, nim, nama_lengkap, prodi, password_hash, foto, disabled, created_at, updated_at)
     VALUES (@id, @email, @nim, @namaLengkap, @prodi, @passwordHash, NULL, 0, @at, @at)`,
  );
  const updateProfile = db.prepare(
    `UPDATE voters SET nama_lengkap = @namaLengkap, nim = @nim, prodi = @prodi, foto = @foto,
       updated_at = @at WHERE id = @id`,
  );
  const updatePassword = db.prepare<[string, string, string]>(
    'UPDATE voters SET password_hash = ?, updated_at = ? WHERE id = ?',
  );
  const verifiedIn = db.prepare<
    [string],
    { mulai: string | null; selesai: string | null; dibatalkan_pada: string | null }
  >(
    `SELECT e.mulai, e.selesai, e.dibatalkan_pada FROM election_roll r
       JOIN elections e ON e.id = r.election_id
     WHERE r.voter_id = ? AND r.status = 'terverifikasi'`,
  );
  return {
    /** The new voter, or the unique field (NIM first) another voter already holds. */
    insert(voter: NewVoter, now = new Date()): StoredVoter | { conflict: VoterConflict } {
      const id = randomUUID();
      try {
        insert.run({ ...voter, id, at: now.toISOString() });
      } catch (error) {
        const conflict = conflictOf(error);
        if (conflict) return { conflict };
        throw error;
      }
      return toVoter(byId.get(id)!);
    },
    findById: (id: string): StoredVoter | undefined => {
      const row = byId.get(id);
      return row ? toVoter(row) : undefined;
    },
    findByEmail: (email: string): StoredVoter | undefined => {
      const row = byEmail.get(email);
      return row ? toVoter(row) : undefined;
    },
    findByNim: (nim: string): StoredVoter | undefined => {
      const row = byNim.get(nim);
      return row ? toVoter(row) : undefined;
    },
    /**
     * The voter's own profile fields; the NIM stays unique by the table's constraint, so a NIM
     * taken meanwhile by another voter is reported, not stored. Undefined when the voter is gone.
     */
    updateProfile(
      id: string,
      fields: VoterProfileFields,
      now = new Date(),
    ): StoredVoter | { conflict: VoterConflict } | undefined {
      try {
        if (updateProfile.run({ ...fields, id, at: now.toISOString() }).changes === 0)
          return undefined;
      } catch (error) {
        const conflict = conflictOf(error);
        if (conflict) return { conflict };
        throw error;
      }
      return toVoter(byId.get(id)!);
    },
    setPasswordHash: (id: string, passwordHash: string, now = new Date()): boolean =>
      updatePassword.run(passwordHash, now.toISOString(), id).changes === 1,
    /** The schedules of the elections whose roll holds this voter verified. */
    verifiedElectionSchedules: (id: string): ElectionSchedule[] =>
      verifiedIn.all(id).map((row) => ({
        mulai: row.mulai,
        selesai: row.selesai,
        dibatalkanPada: row.dibatalkan_pada,
      })),
  };
}

export type VoterRepository = ReturnType<typeof createVoterRepository>;
