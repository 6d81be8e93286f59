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

/**
 * The longest texts and the largest collections either backend stores: the server's request
 * schemas, the Firebase adapter's checks and the renderer's inputs use these, and firestore.rules
 * writes the same numbers (kept equal by tests/lint/firestore-rules-shared.test.ts). Lengths are
 * counted after trimming, as the texts are stored.
 */
export const TEXT_LIMITS = {
  /** A verifier's note (Verifikasi, Minta Revisi). */
  verifierNote: 1000,
  /** The note of the final follow-up. */
  finalNote: 2000,
  /** The optional note of an admin registration. */
  registrationNote: 500,
  displayNameMin: 2,
  displayNameMax: 80,
  organisationMin: 2,
  organisationMax: 120,
  /** namaKegiatan and penyelenggara of a submission. */
  submissionTitle: 200,
  /** A reply letter's (or an upload's) file name; also most file systems' limit. */
  fileName: 255,
  /** A linked reply letter, or a photo link. */
  linkUrl: 2000,
  /** One activity-history entry's action text. */
  historiAction: 1000,
  /** RFC 5321's longest address. */
  email: 254,
  /** The body of a mail to a submitter. */
  mailText: 8000,
  /** A name or title of a content record (a member, a division, an About section). */
  contentName: 120,
  /** The text of a content record (a division's description, an About section). */
  contentText: 5000,
} as const;

/** Most answers one submission (or one correction) carries. */
export const SUBMISSION_MAX_ANSWERS = 50;
