import { RESET_TOKEN_TTL_MS } from '../../shared/auth-api';
import { electionState } from '../../shared/evoting/election-state';
import {
  identityChangeProblem,
  VOTER_MESSAGES,
  type VoterProfile,
  type VoterProfileUpdate,
  type VoterRegistration,
} from '../../shared/evoting/voter';
import { voterPhotoProblem } from '../../shared/evoting/voter-photo';
import { LIVE_TOPICS } from '../../shared/live';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../accounts/password-hasher';
import type { SessionStore } from '../accounts/session-store';
import { hashToken, newToken } from '../accounts/token';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import type { LiveHub } from '../live/live-hub';
import type { Mailer } from '../mail/mailer';
import {
  voterProfileOf,
  type StoredVoter,
  type VoterConflict,
  type VoterRepository,
} from './voter-repository';

/** Where the reset mail's link leads: the voter's own reset page (not the admin action page). */
export const VOTER_RESET_PATH = '/reset-sandi-pemilih';

export interface VoterAuthDeps {
  db: Db;
  voters: VoterRepository;
  /** The voters' own sessions (voter_sessions), never the accounts'. */
  sessions: SessionStore;
  mailer: Mailer;
  hub: LiveHub;
  /** Base of links in e-mails, e.g. https://bem.example.ac.id */
  publicUrl: () => string;
  /** The backend's clock, the one election states are computed with. */
  now?: () => number;
}

/** A voter's signed-in session: the profile and the token its cookie carries. */
export interface VoterSession {
  user: VoterProfile;
  token: string;
  expiresAt: Date;
}

/** A taken NIM or email, said on its field with the organisation's own text (ORIGINAL.md §3.5). */
function taken(conflict: VoterConflict): AppError {
  const message = conflict === 'nim' ? VOTER_MESSAGES.nimTaken : VOTER_MESSAGES.emailTaken;
  return new AppError('CONFLICT', 409, message, { [conflict]: message });
}

/**
 * Voters' own accounts (issue 18 item 1): registration, sign-in, password reset and the profile.
 * A population apart from admin accounts: its own table, sessions and reset links (migration 13).
 */
export function createVoterAuthService(deps: VoterAuthDeps) {
  const { db, voters, sessions, hub } = deps;
  const now = deps.now ?? Date.now;
  // Open streams of the voter's own profile, elections and booth re-check their session and
  // re-read (a signed-out voter's end at once); the committee's rolls show the voter's name and
  // NIM.
  const changed = () => {
    for (const topic of [
      LIVE_TOPICS.myVoter,
      LIVE_TOPICS.voterElections,
      LIVE_TOPICS.booth,
      LIVE_TOPICS.committeeRoll,
    ])
      hub.publish(topic);
  };
  const insertReset = db.prepare<[string, string, string]>(
    'INSERT INTO voter_password_resets (token_hash, voter_id, expires_at) VALUES (?, ?, ?)',
  );
  const findUsableReset = db.prepare<[string, string], { voter_id: string }>(
    `SELECT voter_id FROM voter_password_resets
     WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?`,
  );
  const consumeReset = db.prepare<[string, string, string], { voter_id: string }>(
    `UPDATE voter_password_resets SET used_at = ?
       WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING voter_id`,
  );
  const voidOtherResets = db.prepare<[string, string]>(
    'UPDATE voter_password_resets SET used_at = ? WHERE voter_id = ? AND used_at IS NULL',
  );
  const purgeResets = db.prepare<[string]>(
    'DELETE FROM voter_password_resets WHERE expires_at <= ?',
  );

  const signedIn = (voter: StoredVoter): VoterSession => ({
    user: voterProfileOf(voter),
    ...sessions.create(voter.id, 'web'),
  });

  return {
    /**
     * Creates the voter and signs them in. NIM and email are unique by the table's constraints,
     * so of two registrations arriving at once with the same NIM exactly one is stored.
     */
    async register(input: VoterRegistration): Promise<VoterSession> {
      const made = voters.insert({
        email: input.email,
        nim: input.nim,
        namaLengkap: input.namaLengkap,
        prodi: input.prodi,
        passwordHash: await hashPassword(input.password),
      });
      if ('conflict' in made) throw taken(made.conflict);
      return signedIn(made);
    },

    /** One answer for an unknown email and a wrong password, after the same amount of work. */
    async login(email: string, password: string): Promise<VoterSession> {
      const voter = voters.findByEmail(email);
      const ok = await verifyPassword(voter?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!voter || !ok) throw new AppError('WRONG_CREDENTIALS', 401, VOTER_MESSAGES.loginFailed);
      if (voter.disabled) throw new AppError('ACCOUNT_DISABLED', 403);
      return signedIn(voter);
    },

    signOut(token: string | null): void {
      if (!token) return;
      sessions.revoke(token);
      changed();
    },

    /** SPEC.md §5 and §8: the email must be a voter's ('Alamat email tidak terdaftar…'). */
    assertVoterEmail(email: string): StoredVoter {
      const voter = voters.findByEmail(email);
      if (!voter) {
        throw new AppError('NOT_FOUND', 404, VOTER_MESSAGES.emailNotVoter, {
          email: VOTER_MESSAGES.emailNotVoter,
        });
      }
      return voter;
    },

    /** A one-hour, one-use link to the voter reset page, through the mailer (SMTP or outbox). */
    async sendResetLink(voter: StoredVoter): Promise<void> {
      if (voter.disabled) return;
      const { token, hash } = newToken();
      insertReset.run(hash, voter.id, new Date(now() + RESET_TOKEN_TTL_MS).toISOString());
      const link = `${deps.publicUrl()}${VOTER_RESET_PATH}?token=${token}`;
      await deps.mailer.send({
        to: voter.email,
        subject: 'Reset password akun pemilih E-Voting BEM KM Poltek Nuklir',
        text: [
          `Halo ${voter.namaLengkap},`,
          '',
          'Kami menerima permintaan untuk mengatur ulang password akun pemilih Anda. Buka tautan berikut dalam 1 jam:',
          link,
          '',
          'Abaikan email ini jika Anda tidak memintanya; password Anda tidak berubah.',
        ].join('\n'),
      });
    },

    /**
     * One use per link, atomically (as the accounts' reset, auth-service.ts): the link is
     * consumed by a conditional UPDATE in the transaction that sets the password; every other
     * unused link of the voter is voided and every session of theirs ends.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token);
      if (!findUsableReset.get(tokenHash, new Date(now()).toISOString()))
        throw new AppError('RESET_INVALID', 400);
      const passwordHash = await hashPassword(password);
      const voterId = db.transaction(() => {
        const at = new Date(now()).toISOString();
        const consumed = consumeReset.get(at, tokenHash, at);
        if (!consumed) return undefined;
        voidOtherResets.run(at, consumed.voter_id);
        voters.setPasswordHash(consumed.voter_id, passwordHash);
        sessions.revokeAllFor(consumed.voter_id);
        return consumed.voter_id;
      })();
      if (!voterId) throw new AppError('RESET_INVALID', 400);
      changed();
    },

    /** Reset links past their hour, used or not. */
    purgeExpiredResets: (): number => purgeResets.run(new Date(now()).toISOString()).changes,

    /**
     * /profil-pemilih. The photo is checked by its bytes (a JPEG at most 300 px wide); the NIM
     * stays unique; name, NIM and programme stay as verified while an election holding the
     * voter verified has not closed. The check and the write are one transaction, so a verification
     * arriving meanwhile cannot slip between them.
     */
    updateProfile(voter: StoredVoter, changes: VoterProfileUpdate): VoterProfile {
      if (changes.foto !== null && changes.foto !== voter.foto) {
        const problem = voterPhotoProblem(changes.foto);
        if (problem) throw new AppError('VALIDATION', 400, problem, { foto: problem });
      }
      const updated = db.transaction(() => {
        const current = voters.findById(voter.id);
        if (!current) throw new AppError('UNAUTHENTICATED', 401);
        const states = voters
          .verifiedElectionSchedules(voter.id)
          .map((schedule) => electionState(schedule, now()));
        const locked = identityChangeProblem(current, changes, states);
        if (locked)
          throw new AppError('CONFLICT', 409, locked.message, { [locked.field]: locked.message });
        const result = voters.updateProfile(voter.id, changes, new Date(now()));
        if (!result) throw new AppError('UNAUTHENTICATED', 401);
        if ('conflict' in result) throw taken(result.conflict);
        return result;
      })();
      changed();
      return voterProfileOf(updated);
    },
  };
}

export type VoterAuthService = ReturnType<typeof createVoterAuthService>;
