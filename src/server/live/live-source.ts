/** Who is watching: the session token of the stream's request, re-checked on every snapshot. */
export interface LiveViewer {
  token: string | undefined;
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
   */
  access(viewer: LiveViewer): string;
  /** Reads the snapshot for an access key; throws an AppError when it no longer exists. */
  load(key: string): unknown;
}
