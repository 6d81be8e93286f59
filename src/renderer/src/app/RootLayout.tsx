import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { PageViewContext } from './page-view-context';
import { PageViewReporter } from './PageViewReporter';
import {
  SignedInInactivityLogout,
  SignedInVoterInactivityLogout,
} from '../shell/session/SignedInInactivityLogout';
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
