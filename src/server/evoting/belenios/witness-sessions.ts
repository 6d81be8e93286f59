import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { TrusteeCaller } from './trustee-steps-service';

/** A witness's sign-in lasts a working day: key generation and decryption are short visits. */
export const WITNESS_SESSION_MS = 12 * 60 * 60 * 1000;
export const WITNESS_COOKIE = 'bem_wali';
export const SECURE_WITNESS_COOKIE = '__Host-bem_wali';
export const witnessCookieName = (secure: boolean) =>
  secure ? SECURE_WITNESS_COOKIE : WITNESS_COOKIE;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Witnesses' sessions (issue 34 item 1): a witness is no account, only a trustee of one election,
 * and their session opens that trustee's routes and nothing else. Stored by the token's hash, so
 * a copied database opens no session.
 */
export function createWitnessSessions(db: Db, now: () => number) {
  const insert = db.prepare<[string, string, number, string, string]>(
    `INSERT INTO wali_sessions (token_hash, election_id, posisi, dibuat_pada, kedaluwarsa_pada)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const find = db.prepare<[string, string], { election_id: string; posisi: number }>(
    'SELECT election_id, posisi FROM wali_sessions WHERE token_hash = ? AND kedaluwarsa_pada > ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM wali_sessions WHERE token_hash = ?');
  const purge = db.prepare<[string]>('DELETE FROM wali_sessions WHERE kedaluwarsa_pada <= ?');
  const signIn = db.prepare<[string, string], { election_id: string; posisi: number }>(
    `SELECT election_id, posisi FROM belenios_trustees
     WHERE jenis = 'saksi' AND email = ? AND kode_hash = ?`,
  );

  return {
    /** The trustee a witness's e-mail and code name (code hashed by the caller), or null. */
    trusteeFor(email: string, codeHash: string): TrusteeCaller | null {
      const row = signIn.get(email, codeHash);
      return row ? { eventId: row.election_id, posisi: row.posisi } : null;
    },
    create(trustee: TrusteeCaller): string {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      purge.run(new Date(at).toISOString());
      insert.run(
        hashOf(token),
        trustee.eventId,
        trustee.posisi,
        new Date(at).toISOString(),
        new Date(at + WITNESS_SESSION_MS).toISOString(),
      );
      return token;
    },
    find(token: string): TrusteeCaller | null {
      const row = find.get(hashOf(token), new Date(now()).toISOString());
      return row ? { eventId: row.election_id, posisi: row.posisi } : null;
    },
    end: (token: string) => void remove.run(hashOf(token)),
  };
}

export type WitnessSessions = ReturnType<typeof createWitnessSessions>;
