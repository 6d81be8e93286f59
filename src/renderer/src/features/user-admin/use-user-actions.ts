import { notifications } from '../../ui/feedback/notify';
import { useCallback, useState } from 'react';
import type { UserProfile } from '../../../../shared/accounts';
import { BackendError } from '../../backend/backend-error';
import type { Backend } from '../../backend/contract';
import { useBackend } from '../../backend/use-backend';
import { USER_ADMIN_MESSAGES as M } from './user-admin-messages';

export type UserAction =
  'approve' | 'reject' | 'update' | 'disable' | 'enable' | 'reset' | 'remove';
export type UserChanges = Parameters<Backend['users']['update']>[1];

export const errorMessage = (error: unknown): string =>
  error instanceof BackendError ? error.message : M.genericError;

/**
 * The master's actions on an account. Each reports its outcome as a notification and says
 * whether it succeeded; `busy(user, action)` is true while that action runs. The list itself
 * is live, so it updates without being reloaded here.
 */
export function useUserActions() {
  const backend = useBackend();
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());

  const run = useCallback(
    async (
      user: UserProfile,
      action: UserAction,
      call: (users: Backend['users']) => Promise<unknown>,
      success: string,
    ): Promise<boolean> => {
      const key = `${user.id}:${action}`;
      setRunning((keys) => new Set(keys).add(key));
      try {
        await call((await backend).users);
        notifications.show({ color: 'green', message: success });
        return true;
      } catch (error) {
        notifications.show({ color: 'red', title: 'Gagal', message: errorMessage(error) });
        return false;
      } finally {
        setRunning((keys) => {
          const next = new Set(keys);
          next.delete(key);
          return next;
        });
      }
    },
    [backend],
  );

  return {
    busy: (user: UserProfile, action?: UserAction): boolean =>
      action
        ? running.has(`${user.id}:${action}`)
        : [...running].some((key) => key.startsWith(`${user.id}:`)),
    approve: (user: UserProfile) =>
      run(user, 'approve', (u) => u.approve(user.id), M.approved(user.email)),
    reject: (user: UserProfile) =>
      run(user, 'reject', (u) => u.reject(user.id), M.rejected(user.email)),
    update: (user: UserProfile, changes: UserChanges) =>
      run(user, 'update', (u) => u.update(user.id, changes), M.updated(user.email)),
    setDisabled: (user: UserProfile, disabled: boolean) =>
      disabled
        ? run(user, 'disable', (u) => u.update(user.id, { disabled }), M.disabled(user.email))
        : run(user, 'enable', (u) => u.update(user.id, { disabled }), M.enabled(user.email)),
    sendResetLink: (user: UserProfile) =>
      run(user, 'reset', (u) => u.sendResetLink(user.id), M.resetSent(user.email)),
    remove: (user: UserProfile) =>
      run(user, 'remove', (u) => u.remove(user.id), M.removed(user.email)),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
