import type { FastifyInstance } from 'fastify';
import { PENDING_ROLES } from '../../shared/account-approval';
import type { UserRepository } from '../accounts/user-repository';
import { requireAdminArea } from '../http/auth-context';
import { access } from '../http/route-access';

/** The counts of the Ringkasan page that exist so far; account counts for the master only. */
export function registerAdminSummaryRoutes(app: FastifyInstance, users: UserRepository): void {
  app.get(
    '/api/admin/summary',
    { config: { access: access.area('ringkasan') } },
    async (request) => {
      const caller = requireAdminArea(request, 'ringkasan');
      if (caller.role !== 'master') return { counts: {} };
      const byRole = users.countByRole();
      return {
        counts: {
          totalUsers: users.count(),
          pendingUsers: PENDING_ROLES.reduce((sum, role) => sum + (byRole[role] ?? 0), 0),
          admins: byRole.admin ?? 0,
        },
      };
    },
  );
}
