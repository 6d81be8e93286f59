import { Outlet } from 'react-router-dom';
import { InactivityLogout } from './session/InactivityLogout';
import { ScrollToTop } from './ScrollToTop';

/** Behaviour of every page, public or admin: scroll reset and the inactivity sign-out. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <InactivityLogout />
      <Outlet />
    </>
  );
}
