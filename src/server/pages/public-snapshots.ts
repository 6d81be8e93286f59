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
    const { topic } = splitLiveKey(key);
    snapshots[key] = JSON.parse(JSON.stringify(sources[topic]?.load(accessKey) ?? null)) as unknown;
  }
  return snapshots;
}

/** Whether a visitor may watch this live key (it is a topic, and a public one). */
export function isVisitorReadable(sources: LiveSources, key: string): boolean {
  return visitorAccessKey(sources, key) !== undefined;
}

/**
 * A live key as the renderer makes it (liveQueryKey): the topic, then `?` and its parameter as
 * JSON for a parameterised topic.
 */
export function splitLiveKey(key: string): { topic: string; param: string | undefined } {
  const at = key.indexOf('?');
  return at < 0
    ? { topic: key, param: undefined }
    : { topic: key.slice(0, at), param: key.slice(at + 1) };
}

function visitorAccessKey(sources: LiveSources, key: string): string | undefined {
  const { topic, param } = splitLiveKey(key);
  const source = Object.hasOwn(sources, topic) ? sources[topic] : undefined;
  try {
    return source?.access(VISITOR, param);
  } catch {
    return undefined;
  }
}
