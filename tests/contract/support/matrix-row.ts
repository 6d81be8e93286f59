import type { AdminAreaKey } from '../../../src/shared/admin-menu';
import type { StoredUser } from '../../../src/server/accounts/user-repository';
import type { CallerKind } from '../../support/caller-kinds';
import type { TempServer } from '../../support/temp-server';

/** What a call of the matrix may aim at: records made for the run, and a fresh target account. */
export interface MatrixContext {
  server: TempServer;
  /** A pending account made for this one call, so an allowed call cannot disturb the next. */
  target: StoredUser;
  /** A submission waiting for a correction, with an uploaded file (not a reply letter). */
  submissionId: string;
  ticketId: string;
  fileId: string;
  /** E-voting: a draft election whose committee is the matrix's panitia, and a waiting request. */
  electionId: string;
  requestId: string;
}

/** One request, made as every caller kind (tests/support/caller-kinds.ts). */
export interface MatrixCall {
  path: (context: MatrixContext) => string;
  body?: unknown;
  /** A body that depends on the run's records (called once per request). */
  bodyFor?: (context: MatrixContext) => unknown;
  /** Who gets through (any answer but 401/403); everyone else gets 401/403 and changes nothing. */
  allowed: readonly CallerKind[];
}

/** The access a row expects the route to declare (src/server/http/route-access.ts). */
export type DeclaredAccess =
  | { public: true }
  | { signedIn: true }
  | { voter: true }
  | { area: AdminAreaKey }
  | { custom: string };

type Protected = Exclude<DeclaredAccess, { public: true }>;

/**
 * One row per registered route, `METHOD /url` exactly as Fastify has it. Protected rows make at
 * least one call as every caller kind; public rows may (a route open to all but guarded by a
 * code, for instance).
 */
export type MatrixRow = { route: string } & (
  | ({ public: true } & { calls?: readonly MatrixCall[] })
  | (Protected & { calls: readonly [MatrixCall, ...MatrixCall[]] })
);
