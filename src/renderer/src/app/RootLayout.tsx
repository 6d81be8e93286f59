import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { PageViewContext } from './page-view-context';
import { PageViewReporter } from './PageViewReporter';
import { SignedInInactivityLogout } from '../shell/session/SignedInInactivityLogout';
import { SignedInVoterInactivityLogout } from '../shell/session/SignedInVoterInactivityLogout';
import { ScrollToTop } from './ScrollToTop';

/**
 * Behaviour of every page, public or admin: scroll reset, page views, the inactivity sign-outs
 * of accounts and of voters (each loaded once someone is signed in).
 */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <PageViewReporter onPageView={useContext(PageViewContext)} />
      <SignedInInactivityLogout />
      <SignedInVoterInactivityLogout />
      <Outlet />
    </>
  );
}
