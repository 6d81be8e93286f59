import type { FirebaseApp } from 'firebase/app';
import type { FirebaseBackendConfig } from './firebase-config';

export type PageViewReporter = (path: string) => void;

/**
 * Google Analytics page views for a single-page app: the router changes pages without loads, so
 * each change is logged as a `page_view` by hand. Runs only when the build has a measurement id
 * and the environment supports Analytics (not in Electron's app:// pages, not without cookies);
 * otherwise null, and nothing is reported. The Analytics SDK is loaded only in that case.
 */
export async function startPageViews(
  config: FirebaseBackendConfig,
  app: FirebaseApp,
): Promise<PageViewReporter | null> {
  if (!config.measurementId) return null;
  const { getAnalytics, isSupported, logEvent } = await import('firebase/analytics');
  if (!(await isSupported().catch(() => false))) return null;
  const analytics = getAnalytics(app);
  const page = globalThis as { location?: { href: string }; document?: { title: string } };
  return (path) =>
    logEvent(analytics, 'page_view', {
      page_path: path,
      page_location: page.location?.href ?? path,
      page_title: page.document?.title ?? '',
    });
}
