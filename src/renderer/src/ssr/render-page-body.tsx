// Server-side rendering of a page's body (never shipped to browsers): the HTML phones paint before
// the scripts arrive, which the browser then hydrates. The live cache holds the page's public data
// (on request) or nothing (build-time prerendering); the backend never answers, so everything not
// in the cache renders as it does before its first snapshot.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { appRoutes } from '../app/router';
import type { Backend } from '../backend/contract';
import type { LiveValueCache } from '../backend/live-value-cache';
import { createWebPlatform } from '../platform/web-platform';
import {
  createRecordHeadSink,
  RecordHeadCollector,
  type RecordHead,
} from '../shell/navigation/record-head';
import { pageUrl } from './page-url';

export const NEVER_ANSWERING_BACKEND = new Promise<Backend>(() => {});

export interface PageBody {
  status: 200 | 404;
  html: string;
  /** The head a record's page declared (useRecordHead), if it did. */
  recordHead: RecordHead | undefined;
}

export async function renderPageBody(url: string, live: LiveValueCache): Promise<PageBody> {
  const location = pageUrl(url);
  // Only the catch-all route answers a path that is no page.
  const matches = matchRoutes(appRoutes(), location.pathname) ?? [];
  const routeMissing = matches.some((match) => match.route.path === '*');
  const sink = createRecordHeadSink();
  const { prelude } = await prerender(
    <StrictMode>
      <RecordHeadCollector sink={sink}>
        <AppProviders
          backend={NEVER_ANSWERING_BACKEND}
          platform={createWebPlatform(__APP_VERSION__)}
          live={live}
        >
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </RecordHeadCollector>
    </StrictMode>,
    // Without this, React moves large Suspense content to the end with a script to reveal it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // React's inline reveal scripts would be refused by the CSP: the page must come out whole.
  if (html.includes('<script')) throw new Error(`Render ${url}: inline scripts in output`);
  // A page whose record does not exist is the not-found page too (useRecordHead(null)).
  const status = routeMissing || sink.notFound ? 404 : 200;
  return { status, html, recordHead: sink.notFound ? undefined : sink.head };
}
