// The real public shell (navigation, footer, live settings from the real embedded server) over a
// route table in which every entry of SPEC.md §2 has a page, so the parts of the navigation that
// the portal shows only once their pages exist can be driven in a browser today.
import '../../../src/renderer/src/ui/styles';
import '../../../src/renderer/src/ui/global.css';
import { createRoot } from 'react-dom/client';
import { App } from '../../../src/renderer/src/app/App';
import { PUBLIC_ROUTES } from '../../../src/renderer/src/app/route-table';
import { createBackend } from '../../../src/renderer/src/backend/registry';
import { createWebPlatform } from '../../../src/renderer/src/platform/web-platform';

const harnessPage = () => import('./HarnessPage');
const routes = PUBLIC_ROUTES.map((entry) => ({ ...entry, page: entry.page ?? harnessPage }));

createRoot(document.getElementById('root')!).render(
  <App
    backend={createBackend({ kind: 'http', baseUrl: '' })}
    platform={createWebPlatform('uji')}
    routes={routes}
  />,
);
