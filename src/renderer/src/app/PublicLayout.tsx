import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useGeneralSettings } from '../backend/use-general-settings';
import { SiteFooter } from '../shell/footer/SiteFooter';
import { TopNavigation } from '../shell/navigation/TopNavigation';
import { buildNavigation } from '../shell/navigation/navigation';
import type { RouteEntry } from '../shell/navigation/route-entry';
import { useDocumentHead } from '../shell/navigation/use-document-head';
import { useSession } from '../shell/session/SessionProvider';

// Needed only on a move to another page: its own chunk (app/route-descriptions.ts).
const loadRouteDescriptions = () =>
  import('./route-descriptions').then((module) => module.ROUTE_DESCRIPTIONS);

/** Every public page: the top navigation, the page, the footer. */
export function PublicLayout(props: { routes: readonly RouteEntry[] }) {
  const settings = useGeneralSettings();
  const { session } = useSession();
  useDocumentHead(props.routes, loadRouteDescriptions);
  const isEvotingPublished = settings.value?.isEvotingPublished;
  // Login appears only once we know nobody is signed in (not while the session is loading).
  const signedIn = session.status !== 'signed-out';
  const navigation = useMemo(
    () => buildNavigation(props.routes, { isEvotingPublished, signedIn }),
    [props.routes, isEvotingPublished, signedIn],
  );
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#konten" className="skip-link">
        Langsung ke konten
      </a>
      <TopNavigation navigation={navigation} />
      <main id="konten" style={{ flex: 1 }}>
        <Outlet />
      </main>
      <SiteFooter quickLinks={navigation.footer} />
    </div>
  );
}
