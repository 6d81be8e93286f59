import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { PENDING_ROLES } from '../../../../shared/account-approval';
import { adminMenuEntry, canUseAdminArea } from '../../../../shared/admin-menu';
import { BackendError } from '../backend-error';
import type { Backend } from '../contract';
import type { FirebaseHandles } from './firebase-app';
import { translated } from './firebase-errors';
import { callerProfile } from './histori-writer';

/**
 * The Ringkasan counts, as src/server/routes/admin-summary.ts answers them: anyone who may see
 * Ringkasan gets an answer, only the master gets account counts (the rules let only the master
 * read other profiles, so counting is theirs alone too). Counts are aggregation queries: the
 * documents themselves are not downloaded.
 */
export function createFirebaseAdminApi(h: FirebaseHandles): Backend['admin'] {
  return {
    summary: () =>
      translated(async () => {
        const caller = await callerProfile(h);
        if (!canUseAdminArea(caller, adminMenuEntry('ringkasan')))
          throw BackendError.fromCode('FORBIDDEN', 403);
        if (caller.role !== 'master') return { counts: {} };
        const users = collection(h.db, 'users');
        const count = async (q: ReturnType<typeof query>) =>
          (await getCountFromServer(q)).data().count;
        const [totalUsers, pendingUsers, admins] = await Promise.all([
          count(query(users)),
          count(query(users, where('role', 'in', [...PENDING_ROLES]))),
          count(query(users, where('role', '==', 'admin'))),
        ]);
        return { counts: { totalUsers, pendingUsers, admins } };
      }),
  };
}
