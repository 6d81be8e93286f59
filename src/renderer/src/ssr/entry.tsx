// The server-side rendering bundle's entry (vite.prerender.config.ts): what the embedded server
// calls on each public page request and scripts/web-build.mjs calls for every page at build time.
import { matchPath } from 'react-router-dom';
import { brandImages } from '../assets/brand';
import { ROUTE_DESCRIPTIONS } from '../app/route-descriptions';
import { PUBLIC_ROUTES } from '../app/route-table';
import { LiveValueCache } from '../backend/live-value-cache';
import type {
  PageRendererModule,
  PageRenderInput,
  RenderedPage,
} from '../../../shared/page-render';
import { NOT_FOUND_HEAD, pageHeadFor } from '../shell/navigation/page-head';
import { recordTitle } from '../shell/navigation/record-head';
import { composePageDocument } from './page-document';
import { keepPageHints } from './page-hints';
import { pageUrl } from './page-url';
import { NEVER_ANSWERING_BACKEND, renderPageBody } from './render-page-body';

export const PUBLIC_PAGE_PATHS: PageRendererModule['PUBLIC_PAGE_PATHS'] = PUBLIC_ROUTES.filter(
  (entry) => entry.page && !entry.path.includes(':'),
).map((entry) => entry.path);

function absolute(origin: string | undefined, urlPath: string): string {
  return origin ? new URL(urlPath, origin).href : urlPath;
}

export const renderDocument: PageRendererModule['renderDocument'] = async (
  input: PageRenderInput,
): Promise<RenderedPage> => {
  const readKeys = new Set<string>();
  const live = new LiveValueCache(NEVER_ANSWERING_BACKEND, {
    seed: input.snapshots,
    onRead: (key) => readKeys.add(key),
  });
  const { pathname } = pageUrl(input.url);
  const body = await renderPageBody(input.url, live);
  // Only what the page read goes to the browser.
  const snapshots = Object.fromEntries(
    Object.entries(input.snapshots).filter(([key]) => readKeys.has(key)),
  );
  const record = body.recordHead;
  const html = composePageDocument(input.shell, {
    head: record
      ? { title: recordTitle(record), description: record.description }
      : body.status === 404
        ? NOT_FOUND_HEAD
        : pageHeadFor(PUBLIC_ROUTES, ROUTE_DESCRIPTIONS, pathname),
    // A path no page answers (404) keeps no page's hints.
    routePath:
      body.status === 404
        ? undefined
        : PUBLIC_ROUTES.find((entry) => entry.page && matchPath(entry.path, pathname))?.path,
    body: body.html,
    snapshots,
    url: input.origin ? absolute(input.origin, pathname) : undefined,
    image: absolute(input.origin, record?.image ?? brandImages.heroFallback),
  });
  return { status: body.status, html, readKeys: [...readKeys] };
};

export const appShell: PageRendererModule['appShell'] = (shell) => keepPageHints(shell, undefined);
