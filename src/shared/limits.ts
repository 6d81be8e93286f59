/** Business constants of SPEC.md §9, in one place so the server and the renderer agree. */
export const LIMITS = {
  uploadMaxBytes: 5_242_880,
  inactivityLogoutMs: 900_000,
  adminListPageSize: 10,
  wizardSteps: 3,
  adminSidebarWidthPx: 280,
  navigationBreakpointPx: 1024,
  voterProfileBreakpointPx: 768,
  topOffsetPx: 88,
  pageChunkTimeoutMs: 120_000,
} as const;

/** Largest JSON body the API accepts; uploads are checked against their own limit. */
export const API_BODY_LIMIT_BYTES = 1_048_576;

/** The server sends a heartbeat this often on every live stream. */
export const LIVE_HEARTBEAT_MS = 15_000;
