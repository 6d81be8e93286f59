import { notifications } from '../ui/feedback/notify';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { adminMenuEntry, canUseAdminArea, type AdminAreaKey } from '../../../shared/admin-menu';
import { useSession } from '../shell/session/SessionProvider';

export const AREA_REFUSED_MESSAGE = 'Anda tidak memiliki akses ke halaman tersebut.';

/**
 * An admin page typed into the address bar by someone whose role or ministry does not allow it
 * goes back to /admin. The server refuses the page's data anyway; this keeps the screen honest.
 */
export function AdminAreaGuard(props: { area: AdminAreaKey; children: ReactNode }) {
  const { session } = useSession();
  const allowed =
    session.status === 'signed-in' && canUseAdminArea(session.user, adminMenuEntry(props.area));
  const refused = session.status === 'signed-in' && !allowed;
  useEffect(() => {
    if (refused)
      notifications.show({ id: 'area-refused', color: 'red', message: AREA_REFUSED_MESSAGE });
  }, [refused]);
  if (refused) return <Navigate to="/admin" replace />;
  return allowed ? props.children : null;
}
