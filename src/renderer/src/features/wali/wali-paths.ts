/** The trustees' pages (route-table.ts routes them). */
export const WITNESS_SIGN_IN_PATH = '/wali/masuk';

/** An election's trustee workspace. */
export const workspacePath = (eventId: string): string => `/wali/${encodeURIComponent(eventId)}`;
