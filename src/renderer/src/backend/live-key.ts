/**
 * What a parameterised live query may take: plain values only, so they serialise to a stable key
 * (the same parameters always give the same key, whatever the order of an object's fields).
 */
export type LiveParams =
  string | number | Readonly<Record<string, string | number | boolean | null>>;

/**
 * The cache key of a live topic with its parameters (the topic alone when it has none): the
 * server renders a page with the snapshots of these keys (src/server/pages/public-snapshots.ts).
 * Its own file, so a hook keyed by a declaration does not load the table of typed topics.
 */
export function liveKey(topic: string, params?: LiveParams | void): string {
  if (params === undefined) return topic;
  return `${topic}?${stableJson(params)}`;
}

function stableJson(params: LiveParams): string {
  if (typeof params !== 'object') return JSON.stringify(params);
  const sorted = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]]);
  return JSON.stringify(Object.fromEntries(sorted));
}
