import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useGeneralSettings } from '../backend/use-general-settings';
import { SiteFooter } from '../ui/footer/SiteFooter';
import { TopNavigation } from '../ui/navigation/TopNavigation';
import { buildNavigation } from './navigation';
import type { RouteEntry } from './route-table';
import { ScrollToTop } from './ScrollToTop';

/** Every public page: the top navigation, the page, the footer. */
export function PublicLayout(props: { routes: readonly RouteEntry[] }) {
  const settings = useGeneralSettings();
  const isEvotingPublished = settings.value?.isEvotingPublished;
  const navigation = useMemo(
    () => buildNavigation(props.routes, { isEvotingPublished, signedIn: false }),
    [props.routes, isEvotingPublished],
  );
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
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
