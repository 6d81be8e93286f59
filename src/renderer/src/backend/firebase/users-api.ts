import {
  addDoc,
  collection,
  doc,
  onSnapshot,
  orderBy,
  query,
  writeBatch,
  type WriteBatch,
} from 'firebase/firestore';
import {
  ACCOUNT_HISTORY,
  approveAccount,
  rejectAccount,
} from '../../../../shared/account-approval';
import { describeAccountChanges } from '../../../../shared/account-changes';
import type { UserProfile } from '../../../../shared/accounts';
import { updateUserRequestSchema } from '../../../../shared/auth-api';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import { sendResetEmail } from './auth-api';
import type { FirebaseHandles } from './firebase-app';
import { toBackendError, translated } from './firebase-errors';
import { callerProfile, historiDoc } from './histori-writer';
import { profileFromSnapshot, readProfile } from './profile-reads';
import { validInput } from './validate-input';

/**
 * Kelola Pengguna on Firestore, mirroring src/server/accounts/user-admin-service.ts. The rules
 * are what protect the data (master only; never a master, never oneself); the same checks here
 * give the server's messages instead of a bare refusal. Every change and its `histori` entry are
 * one batch, so neither is written without the other.
 */
export function createFirebaseUsersApi(h: FirebaseHandles): Backend['users'] {
  const userRef = (id: string) => doc(h.db, 'users', id);

  /** The master acting, and the account they act on (as `target()` on the server). */
  async function actorAndTarget(id: string): Promise<{ actor: UserProfile; user: UserProfile }> {
    const actor = await callerProfile(h);
    if (actor.role !== 'master') throw BackendError.fromCode('FORBIDDEN', 403);
    const user = await readProfile(h, id);
    if (!user) throw BackendError.fromCode('NOT_FOUND', 404, 'Akun tidak ditemukan.');
    if (user.role === 'master' || user.id === actor.id)
      throw BackendError.fromCode('CONFLICT', 409);
    return { actor, user };
  }

  async function commitWithHistori(
    actor: UserProfile,
    action: string | null,
    change: (batch: WriteBatch) => void,
  ): Promise<void> {
    const batch = writeBatch(h.db);
    change(batch);
    if (action) batch.set(doc(collection(h.db, 'histori')), historiDoc(actor, actor.id, action));
    await translated(() => batch.commit());
  }

  return {
    watchAll(observer) {
      return onSnapshot(
        query(collection(h.db, 'users'), orderBy('createdAt', 'desc')),
        (snapshot) =>
          observer.next(
            snapshot.docs.flatMap((d) => {
              const profile = profileFromSnapshot(d);
              return profile ? [profile] : [];
            }),
          ),
        (error) => observer.error?.(toBackendError(error)),
      );
    },

    async approve(id) {
      const { actor, user } = await actorAndTarget(id);
      const decision = approveAccount(user);
      if (!decision.ok) throw BackendError.fromCode('CONFLICT', 409, decision.message);
      const { role, action } = decision.value;
      await commitWithHistori(actor, action, (batch) => batch.update(userRef(id), { role }));
      return { ...user, role };
    },

    async reject(id) {
      const { actor, user } = await actorAndTarget(id);
      const decision = rejectAccount(user);
      if (!decision.ok) throw BackendError.fromCode('CONFLICT', 409, decision.message);
      // Only the profile goes (see remove); the address can register again with its password.
      await commitWithHistori(actor, decision.value.action, (batch) => batch.delete(userRef(id)));
    },

    async update(id, raw) {
      const changes = validInput(updateUserRequestSchema, raw);
      const { actor, user } = await actorAndTarget(id);
      const data: Record<string, unknown> = {};
      if (changes.role !== undefined) data['role'] = changes.role;
      if (changes.kementerian !== undefined) data['kementerian'] = changes.kementerian;
      if (changes.disabled !== undefined) data['disabled'] = changes.disabled;
      if (Object.keys(data).length === 0) return user;
      const parts = describeAccountChanges(user, changes);
      // A client cannot revoke another account's tokens as the server revokes sessions: a
      // disabled account is stopped by the rules at once, and its own app signs it out when it
      // sees the flag (watchMyProfile).
      await commitWithHistori(
        actor,
        parts.length > 0 ? ACCOUNT_HISTORY.edit(user.email, parts) : null,
        (batch) => batch.update(userRef(id), data),
      );
      return { ...user, ...data } as UserProfile;
    },

    async remove(id) {
      const { actor, user } = await actorAndTarget(id);
      // Only the profile can be deleted from a client: the Auth account itself needs the Admin
      // SDK (console or a trusted script). Without a profile it can do nothing under the rules,
      // and sign-in refuses it as if it did not exist.
      await commitWithHistori(actor, ACCOUNT_HISTORY.remove(user.email), (batch) =>
        batch.delete(userRef(id)),
      );
    },

    async sendResetLink(id) {
      const { actor, user } = await actorAndTarget(id);
      await sendResetEmail(h, user.email);
      // As on the server: the mail went; a lost history entry does not turn that into a failure.
      await addDoc(
        collection(h.db, 'histori'),
        historiDoc(actor, actor.id, ACCOUNT_HISTORY.sendReset(user.email)),
      ).catch(() => undefined);
    },
  };
}
