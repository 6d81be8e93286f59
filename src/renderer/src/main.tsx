import './ui/styles';
import './ui/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/LazyPage';
import { markAppReady } from './app/early-input';
import { pageForPath } from './app/page-for-path';
import { createPageViewRelay } from './app/page-view-relay';
import { LiveValueCache } from './backend/live-value-cache';
import {
  backendConfigFromEnv,
  createBackend,
  fileBaseOf,
  loadDocumentHref,
} from './backend/registry';
import { desktopBridge } from './platform/desktop-bridge';
import { createWebPlatform } from './platform/web-platform';
import { readPageData } from './backend/page-data';

// Start the current page's chunk (on /admin paths, the admin area's) now, in parallel with the
// first render, rather than when the router reaches it.
const pageReady = preloadPage(pageForPath(window.location.pathname));

const root = document.getElementById('root');
if (!root) throw new Error('Elemen #root tidak ditemukan di index.html');

const bridge = desktopBridge();
if (bridge) {
  // A host that chooses its server (the desktop app): its own code, loaded only there, makes its
  // platform and creates the backend once the server is known.
  void import('./app/desktop-app').then(
    (desktop) => desktop.startDesktopApp(root, bridge),
    () => {
      root.textContent = 'Aplikasi gagal dimuat. Tutup lalu buka kembali aplikasi.';
    },
  );
} else {
  const platform = createWebPlatform(__APP_VERSION__);
  const config = backendConfigFromEnv(import.meta.env);
  // Page views are counted only where the backend brings analytics (Firebase with a measurement id).
  const pageViews = config.kind === 'firebase' ? createPageViewRelay() : undefined;
  const backend = createBackend(
    config.kind === 'firebase' && pageViews
      ? { ...config, onPageViews: pageViews.connect }
      : config,
  );
  // A Firebase build opens documents' PDFs in Cloud Storage (registry.ts loadDocumentHref).
  const documentHref = loadDocumentHref(config);
  const appWith = (href: ((url: string) => string) | undefined) => (
    <StrictMode>
      <App
        backend={backend}
        platform={platform}
        live={new LiveValueCache(backend, { seed: readPageData(document) })}
        fileBase={fileBaseOf(config)}
        documentHref={href}
        onPageView={pageViews?.report}
      />
    </StrictMode>
  );
  // Public pages arrive rendered (by the embedded server, or prerendered for a static host): keep
  // their HTML and attach to it once the page's code is here, so hydration never suspends on it.
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread while the page is already readable.
  // What a visitor typed (or submitted) before that is given back once the page has hydrated
  // (LazyPage, app/early-input.ts).
  if (root.hasChildNodes())
    void Promise.all([pageReady, documentHref]).then(([, href]) => {
      startTransition(() => {
        hydrateRoot(root, appWith(href));
      });
    });
  else
    void documentHref.then((href) => {
      createRoot(root).render(appWith(href));
      markAppReady();
    });
}
