import { ROLE_LABELS, type UserRole } from './roles';

/**
 * Kelola Pengguna's decisions, the same on every backend (the embedded server's
 * user-admin-service.ts and the Firebase users-api.ts only store what these return): which role
 * an approved registration gets, and the activity history's words for each master action.
 */

/** A registration waits in one of these roles; approving it gives the role it maps to. */
export const APPROVED_ROLE = {
  pending: 'admin',
  pending_panitia: 'panitia_requestor',
} as const satisfies Partial<Record<UserRole, UserRole>>;

export type PendingRole = keyof typeof APPROVED_ROLE;

export const PENDING_ROLES = Object.keys(APPROVED_ROLE) as readonly PendingRole[];

export const isPendingRole = (role: UserRole): role is PendingRole =>
  Object.hasOwn(APPROVED_ROLE, role);

export const NOT_PENDING_MESSAGE = 'Akun ini tidak sedang menunggu persetujuan.';

type Decision<T> = { ok: true; value: T } | { ok: false; message: string };

/** Approving an account: its new role and the history entry, or why it cannot be approved. */
export function approveAccount(user: {
  role: UserRole;
  email: string;
}): Decision<{ role: UserRole; action: string }> {
  if (!isPendingRole(user.role)) return { ok: false, message: NOT_PENDING_MESSAGE };
  const role = APPROVED_ROLE[user.role];
  return {
    ok: true,
    value: { role, action: `Persetujuan akun ${user.email} sebagai ${ROLE_LABELS[role]}` },
  };
}

/** Rejecting a registration removes it; only a waiting one may be rejected. */
export function rejectAccount(user: {
  role: UserRole;
  email: string;
}): Decision<{ action: string }> {
  if (!isPendingRole(user.role)) return { ok: false, message: NOT_PENDING_MESSAGE };
  return { ok: true, value: { action: `Tolak pendaftaran ${user.email}` } };
}

/** The history entries of the master's other account actions. */
export const ACCOUNT_HISTORY = {
  edit: (email: string, parts: readonly string[]) => `Edit akun ${email}: ${parts.join(', ')}`,
  remove: (email: string) => `Hapus akun ${email}`,
  sendReset: (email: string) => `Kirim tautan reset kata sandi ke ${email}`,
} as const;
