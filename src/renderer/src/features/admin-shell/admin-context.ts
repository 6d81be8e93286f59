import { useOutletContext } from 'react-router-dom';
import { ROLE_LABELS, type UserProfile } from '../../../../shared/accounts';

/**
 * What the admin layout gives the pages under /admin (SPEC.md §2: "the layout exposes the
 * profile to child screens"). The profile is the session's, watched live: a role or name change
 * reaches the pages without a reload.
 */
export interface AdminOutletContext {
  user: UserProfile;
}

/** The signed-in admin or master, for a page rendered inside the admin layout. */
export function useAdminUser(): UserProfile {
  return useOutletContext<AdminOutletContext>().user;
}

/** The sidebar's second line: the ministry, else the role ("Master Admin"). */
export function ministryOrRole(user: Pick<UserProfile, 'kementerian' | 'role'>): string {
  return user.kementerian ?? ROLE_LABELS[user.role];
}
