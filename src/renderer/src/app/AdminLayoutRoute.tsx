import { LazyPage } from './LazyPage';

// The admin shell is its own chunk: public visitors never download it.
const loadAdminLayout = () => import('../features/admin-shell/AdminLayout');

export function AdminLayoutRoute() {
  return <LazyPage load={loadAdminLayout} />;
}
