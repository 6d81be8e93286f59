/** Who is watching: the session token of the stream's request, re-checked on every snapshot. */
export interface LiveViewer {
  token: string | undefined;
  /** The voter cookie's session token (e-voting's own population), when the request has one. */
  voterToken?: string | undefined;
}

/**
 * A topic's data, split so that a change costs one read per kind of viewer, not one per stream:
 * `access` is the cheap per-stream check, `load` the read shared by every stream with the same key.
 */
export interface LiveSource {
  /**
   * Whether this viewer may watch, as the key of what they see (viewers with the same key see the
   * same snapshot). Throws an AppError (401/403) when they may not. Asked on open and before
   * every snapshot, so the stream of a signed-out or disabled viewer ends.
   * A parameterised topic (one page of a list, one record) gets the parameter the client keyed
   * it by (`topic?{param}`, the renderer's liveQueryKey, as JSON) and returns it, checked and
   * canonical, as the access key: each parameter is a group that one change reloads. A topic
   * without parameters ignores it; one that needs it throws a 400 AppError when it is malformed.
   */
  access(viewer: LiveViewer, param?: string): string;
  /** Reads the snapshot for an access key; throws an AppError when it no longer exists. */
  load(key: string): unknown;
  /**
   * True when a key's snapshot can change only together with a publish of this topic (a public
   * view of declared collections, whose writes publish it). Its last snapshots are then kept for
   * the next viewers of the same key, until the topic is published: a visitor opening the page
   * costs no read (live-broadcaster.ts). Leave it out for anything that changes otherwise.
   */
  keptUntilPublished?: boolean;
}
