import type { PageSnapshots } from '../../shared/page-render';
import type { LiveSources } from '../live/live-sources';

/** An anonymous viewer: only what a visitor without a session may watch goes into a page. */
const VISITOR = { token: undefined };

/**
 * The current snapshot of each live key a visitor may read, as the live stream would send it
 * (JSON), for a page rendered on the server. A key that is no topic, or one a visitor may not
 * watch, is left out: the page renders it as not loaded yet.
 */
export function loadPublicSnapshots(sources: LiveSources, keys: Iterable<string>): PageSnapshots {
  const snapshots: Record<string, unknown> = {};
  for (const key of keys) {
    const accessKey = visitorAccessKey(sources, key);
    if (accessKey === undefined) continue;
    snapshots[key] = JSON.parse(JSON.stringify(sources[key]?.load(accessKey))) as unknown;
  }
  return snapshots;
}

/** Whether a visitor may watch this live key (it is a topic, and a public one). */
export function isVisitorReadable(sources: LiveSources, key: string): boolean {
  return visitorAccessKey(sources, key) !== undefined;
}

function visitorAccessKey(sources: LiveSources, key: string): string | undefined {
  const source = Object.hasOwn(sources, key) ? sources[key] : undefined;
  try {
    return source?.access(VISITOR);
  } catch {
    return undefined;
  }
}
