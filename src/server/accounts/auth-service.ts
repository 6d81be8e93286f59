import type { z } from 'zod/mini';
import { isPendingRole } from '../../shared/account-approval';
import type { UserProfile } from '../../shared/accounts';
import {
  RESET_TOKEN_TTL_MS,
  type registerAdminRequestSchema,
  type registerPanitiaRequestSchema,
  type updateOwnProfileRequestSchema,
} from '../../shared/auth-api';
import { mayUploadImages } from '../../shared/images/image-writers';
import { LIVE_TOPICS } from '../../shared/live';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import type { HistoriService } from '../histori/histori-service';
import type { LiveHub } from '../live/live-hub';
import { publishSessionTopics } from '../live/session-topics';
import type { Mailer } from '../mail/mailer';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password-hasher';
import type { SessionClient, SessionStore } from './session-store';
import { hashToken, newToken } from './token';
import { publicProfile, type StoredUser, type UserRepository } from './user-repository';

export interface AuthServiceDeps {
  db: Db;
  users: UserRepository;
  sessions: SessionStore;
  histori: HistoriService;
  mailer: Mailer;
  hub: LiveHub;
  /** Base of links in e-mails, e.g. https://bem.example.ac.id */
  publicUrl: () => string;
}

/** Sign-in, registration, password reset and the user's own profile. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, users, sessions, histori, hub } = deps;
  const changed = () => hub.publish(LIVE_TOPICS.myProfile);
  const findUsableReset = db.prepare<[string, string], { user_id: string }>(
    'SELECT user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
  );
  const consumeReset = db.prepare<[string, string, string], { user_id: string }>(
    `UPDATE password_resets SET used_at = ?
       WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id`,
  );
  const voidOtherResets = db.prepare<[string, string]>(
    'UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
  );

  async function sendResetLink(user: StoredUser): Promise<void> {
    const { token, hash } = newToken();
    db.prepare(
      'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
    ).run(hash, user.id, new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString());
    const link = `${deps.publicUrl()}/auth/action?mode=resetPassword&oobCode=${token}`;
    await deps.mailer.send({
      to: user.email,
      subject: 'Atur ulang kata sandi Portal BEM KM Poltek Nuklir',
      text: [
        `Halo ${user.namaTampilan},`,
        '',
        'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda. Buka tautan berikut dalam 1 jam:',
        link,
        '',
        'Abaikan email ini jika Anda tidak memintanya; kata sandi Anda tidak berubah.',
      ].join('\n'),
    });
  }

  return {
    /** One answer for an unknown email and a wrong password, after the same amount of work. */
    async login(email: string, password: string, client: SessionClient) {
      const user = users.findByEmail(email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) throw new AppError('WRONG_CREDENTIALS', 401);
      if (user.disabled) throw new AppError('ACCOUNT_DISABLED', 403);
      if (isPendingRole(user.role)) throw new AppError('AWAITING_APPROVAL', 403);
      const session = sessions.create(user.id, client);
      return { user: publicProfile(user), ...session };
    },

    async registerAdmin(input: z.infer<typeof registerAdminRequestSchema>): Promise<UserProfile> {
      if (users.findByEmail(input.email)) throw new AppError('EMAIL_TAKEN', 409);
      const user = users.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'pending',
        namaTampilan: input.namaTampilan,
        kementerian: input.kementerian,
        catatan: input.catatan || null,
      });
      hub.publish(LIVE_TOPICS.users);
      return publicProfile(user);
    },

    async registerPanitia(
      input: z.infer<typeof registerPanitiaRequestSchema>,
    ): Promise<UserProfile> {
      if (users.findByEmail(input.email)) throw new AppError('EMAIL_TAKEN', 409);
      const user = users.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role: 'pending_panitia',
        namaTampilan: input.namaTampilan,
        organisasi: input.organisasi,
      });
      hub.publish(LIVE_TOPICS.users);
      return publicProfile(user);
    },

    /** Answers the same whether or not the email exists; only a real, active account gets mail. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = users.findByEmail(email);
      if (user && !user.disabled) await sendResetLink(user);
    },

    sendResetLink,

    /**
     * One use per link, atomically: the link is consumed by a conditional UPDATE inside the same
     * transaction as the password change, so of two requests racing with one link exactly one
     * wins. A successful reset voids every other unused link of the account and ends its sessions.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token);
      // Cheap early refusal, so a wrong token costs no password hashing; the UPDATE below decides.
      if (!findUsableReset.get(tokenHash, new Date().toISOString()))
        throw new AppError('RESET_INVALID', 400);
      // Hashed before the transaction: argon2 is asynchronous and a transaction cannot await.
      const passwordHash = await hashPassword(password);
      const userId = db.transaction(() => {
        const now = new Date().toISOString();
        const consumed = consumeReset.get(now, tokenHash, now);
        if (!consumed) return undefined;
        voidOtherResets.run(now, consumed.user_id);
        users.update(consumed.user_id, { passwordHash });
        // Whoever held the old password loses their sessions.
        sessions.revokeAllFor(consumed.user_id);
        return consumed.user_id;
      })();
      if (!userId) throw new AppError('RESET_INVALID', 400);
      // Its open live streams re-check now and end (myProfile among them).
      publishSessionTopics(hub);
    },

    /** Reset links past their hour, used or not: nothing can use them any more. */
    purgeExpiredResets: () =>
      db.prepare('DELETE FROM password_resets WHERE expires_at <= ?').run(new Date().toISOString())
        .changes,

    updateOwnProfile(
      user: StoredUser,
      changes: z.infer<typeof updateOwnProfileRequestSchema>,
    ): UserProfile {
      // A new photo is an uploaded image: whoever may not upload one may not claim one either.
      if (changes.foto && !mayUploadImages(user)) throw new AppError('FORBIDDEN', 403);
      const updated = users.update(user.id, {
        namaTampilan: changes.namaTampilan,
        foto: changes.foto,
      });
      if (!updated) throw new AppError('UNAUTHENTICATED', 401);
      histori.record(updated, 'Edit profil sendiri');
      changed();
      hub.publish(LIVE_TOPICS.users);
      return publicProfile(updated);
    },

    async changePassword(
      user: StoredUser,
      currentPassword: string,
      newPassword: string,
      keepToken: string,
    ) {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_WRONG', 400);
      }
      const passwordHash = await hashPassword(newPassword);
      db.transaction(() => {
        users.update(user.id, { passwordHash });
        // A link asked for before the change must not undo it.
        voidOtherResets.run(new Date().toISOString(), user.id);
        // Other devices sign in again; this one stays.
        db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash != ?').run(
          user.id,
          hashToken(keepToken),
        );
      })();
      histori.record(user, 'Ubah kata sandi');
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
