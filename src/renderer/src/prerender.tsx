// Build-time prerendering (run by scripts/web-build.mjs, never shipped to browsers): the HTML of a
// public page, so phones paint the home page before the scripts arrive. The browser then hydrates
// it. Live data (settings) is not known at build time and arrives as usual.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { appRoutes } from './app/router';
import type { Backend } from './backend/contract';
import { createWebPlatform } from './platform/web-platform';

export async function prerenderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`Prerender ${pathname}: redirect ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A backend that never answers: the page renders as it does before its first snapshot.
  const backend = new Promise<Backend>(() => {});
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders backend={backend} platform={createWebPlatform(__APP_VERSION__)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Without this, React moves large Suspense content to the end with a script to reveal it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // React's inline reveal scripts would be refused by the CSP: the page must come out whole.
  if (html.includes('<script')) throw new Error(`Prerender ${pathname}: inline scripts in output`);
  return html;
}
