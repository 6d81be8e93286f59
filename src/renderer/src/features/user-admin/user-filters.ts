import { useMemo, useState } from 'react';
import { isAdminShellRole, type UserProfile } from '../../../../shared/accounts';

/** The tabs of Kelola Pengguna, in display order. */
export const USER_FILTERS = [
  { value: 'semua', label: 'Semua' },
  { value: 'menunggu', label: 'Menunggu' },
  { value: 'admin', label: 'Admin' },
  { value: 'banggar', label: 'Banggar' },
  { value: 'panitia', label: 'Panitia' },
  { value: 'nonaktif', label: 'Nonaktif' },
] as const;
export type UserFilter = (typeof USER_FILTERS)[number]['value'];

type FilterableUser = Pick<UserProfile, 'role' | 'disabled' | 'namaTampilan' | 'email'>;

export const isPendingUser = (user: Pick<UserProfile, 'role'>): boolean =>
  user.role === 'pending' || user.role === 'pending_panitia';

/** Election committee accounts, approved or still waiting. */
const isPanitia = (user: Pick<UserProfile, 'role'>): boolean =>
  user.role === 'panitia_requestor' || user.role === 'pending_panitia';

const MATCHES: Record<UserFilter, (user: FilterableUser) => boolean> = {
  semua: () => true,
  menunggu: isPendingUser,
  // Master is an admin of the admin shell too; it is shown read-only.
  admin: (user) => isAdminShellRole(user.role),
  banggar: (user) => user.role === 'banggar',
  panitia: isPanitia,
  nonaktif: (user) => user.disabled,
};

export interface UserStats {
  total: number;
  admin: number;
  panitia: number;
  pending: number;
}

export function userStats(users: readonly FilterableUser[]): UserStats {
  const count = (filter: UserFilter) => users.filter(MATCHES[filter]).length;
  return {
    total: users.length,
    admin: count('admin'),
    panitia: count('panitia'),
    pending: count('menunggu'),
  };
}

/**
 * The accounts a tab and a search show: the search matches the name or the email, ignoring case.
 * Requests waiting for approval come first, then by name.
 */
export function filterUsers<T extends FilterableUser>(
  users: readonly T[],
  criteria: { query: string; filter: UserFilter },
): T[] {
  const needle = criteria.query.trim().toLocaleLowerCase('id');
  return users
    .filter(MATCHES[criteria.filter])
    .filter(
      (user) =>
        needle === '' ||
        user.namaTampilan.toLocaleLowerCase('id').includes(needle) ||
        user.email.toLocaleLowerCase('id').includes(needle),
    )
    .sort(
      (a, b) =>
        Number(isPendingUser(b)) - Number(isPendingUser(a)) ||
        a.namaTampilan.localeCompare(b.namaTampilan, 'id'),
    );
}

/** The search text and the tab of Kelola Pengguna, and the accounts they select. */
export function useUserFilters<T extends FilterableUser>(users: readonly T[] | undefined) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<UserFilter>('semua');
  const visible = useMemo(
    () => filterUsers(users ?? [], { query, filter }),
    [users, query, filter],
  );
  const stats = useMemo(() => userStats(users ?? []), [users]);
  return { query, setQuery, filter, setFilter, visible, stats };
}
