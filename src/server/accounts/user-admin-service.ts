import type { z } from 'zod/mini';
import { ACCOUNT_HISTORY, approveAccount, rejectAccount } from '../../shared/account-approval';
import { describeAccountChanges } from '../../shared/account-changes';
import type { UserProfile } from '../../shared/accounts';
import type { updateUserRequestSchema } from '../../shared/auth-api';
import { LIVE_TOPICS } from '../../shared/live';
import type { Db } from '../db/database';
import { AppError } from '../http/app-error';
import type { HistoriService } from '../histori/histori-service';
import type { LiveHub } from '../live/live-hub';
import { publishSessionTopics } from '../live/session-topics';
import type { AuthService } from './auth-service';
import type { SessionStore } from './session-store';
import { publicProfile, type StoredUser, type UserRepository } from './user-repository';

/** Kelola Pengguna: what only the master may do to other accounts. */
export function createUserAdminService(deps: {
  db: Db;
  users: UserRepository;
  sessions: SessionStore;
  histori: HistoriService;
  hub: LiveHub;
  auth: AuthService;
}) {
  const { users, sessions, histori, hub } = deps;
  const changed = () => {
    hub.publish(LIVE_TOPICS.users);
    hub.publish(LIVE_TOPICS.myProfile);
  };

  /** Masters are managed by the operator, not through the portal, and nobody manages themself here. */
  function target(actor: StoredUser, id: string): StoredUser {
    const user = users.findById(id);
    if (!user) throw new AppError('NOT_FOUND', 404, 'Akun tidak ditemukan.');
    if (user.role === 'master' || user.id === actor.id) throw new AppError('CONFLICT', 409);
    return user;
  }

  return {
    list: (): UserProfile[] => users.list().map(publicProfile),

    approve(actor: StoredUser, id: string): UserProfile {
      const decision = approveAccount(target(actor, id));
      if (!decision.ok) throw new AppError('CONFLICT', 409, decision.message);
      const updated = users.update(id, { role: decision.value.role })!;
      histori.record(actor, decision.value.action);
      changed();
      return publicProfile(updated);
    },

    reject(actor: StoredUser, id: string): void {
      const decision = rejectAccount(target(actor, id));
      if (!decision.ok) throw new AppError('CONFLICT', 409, decision.message);
      users.remove(id);
      histori.record(actor, decision.value.action);
      changed();
    },

    update(
      actor: StoredUser,
      id: string,
      changes: z.infer<typeof updateUserRequestSchema>,
    ): UserProfile {
      const user = target(actor, id);
      // A disabled account can no longer sign in; a new role or ministry means new rights. Either
      // way every open session of the account ends with the change (OWASP ASVS 3.3): the user
      // signs in again and gets the new rights from a fresh session.
      const revoke =
        changes.disabled === true ||
        (changes.role !== undefined && changes.role !== user.role) ||
        (changes.kementerian !== undefined && changes.kementerian !== user.kementerian);
      const updated = deps.db.transaction(() => {
        const result = users.update(id, changes)!;
        if (revoke) sessions.revokeAllFor(id);
        return result;
      })();
      const parts = describeAccountChanges(user, changes);
      if (parts.length > 0) histori.record(actor, ACCOUNT_HISTORY.edit(user.email, parts));
      changed();
      if (revoke) publishSessionTopics(hub);
      return publicProfile(updated);
    },

    remove(actor: StoredUser, id: string): void {
      const user = target(actor, id);
      // Sessions and reset tokens go with the account (ON DELETE CASCADE): it cannot come back.
      users.remove(id);
      histori.record(actor, ACCOUNT_HISTORY.remove(user.email));
      changed();
      publishSessionTopics(hub);
    },

    async sendReset(actor: StoredUser, id: string): Promise<void> {
      const user = target(actor, id);
      await deps.auth.sendResetLink(user);
      histori.record(actor, ACCOUNT_HISTORY.sendReset(user.email));
    },
  };
}

export type UserAdminService = ReturnType<typeof createUserAdminService>;
