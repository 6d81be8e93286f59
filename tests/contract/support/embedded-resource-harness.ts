import type { AdminAreaKey } from '../../../src/shared/admin-menu';
import { createHttpBackend } from '../../../src/renderer/src/backend/http/http-backend';
import type { AnyResource } from '../../../src/shared/resources/resource';
import { CALLER_ACCOUNTS, kindsInArea, STAFF, type CallerKind } from '../../support/caller-kinds';
import { startTempServer, type TempServer } from '../../support/temp-server';
import type { ResourceHarness } from '../resource-contract';

/** An account of the kind with a session, made directly, and a Backend that presents it. */
function backendAs(server: TempServer, kind: CallerKind) {
  const account = CALLER_ACCOUNTS[kind];
  if (!account) throw new Error(`${kind} has no account`);
  const user = server.services.users.insert({
    email: `${kind}-${Math.random().toString(36).slice(2)}@koleksi.uji`,
    passwordHash: 'x',
    role: account.role,
    namaTampilan: `Uji ${kind}`,
    kementerian: account.kementerian,
  });
  const { token } = server.services.sessions.create(user.id, 'desktop');
  return createHttpBackend({
    baseUrl: server.url,
    authToken: () => token,
    credentials: 'omit',
    live: { retryInitialMs: 100, retryMaxMs: 500 },
  });
}

/** A staff kind the menu rule keeps out of the area, so "outsider" is someone who signs in daily. */
const outsiderOf = (area: AdminAreaKey): CallerKind => {
  const inside = new Set(kindsInArea(area));
  const kind = STAFF.find((k) => !inside.has(k)) ?? 'pending';
  return kind;
};

/**
 * The generic suite's harness on the embedded server: a temporary server (with `extra` collections
 * declared besides the portal's own), and Backends over real HTTP as a writer, an outsider and
 * nobody.
 */
export async function embeddedResourceHarness(
  resource: AnyResource,
  extra: readonly AnyResource[] = [],
): Promise<ResourceHarness> {
  const server = await startTempServer({}, { extraResources: extra });
  const writerKind = kindsInArea(resource.writeArea).find((k) => k !== 'master') ?? 'master';
  return {
    writer: backendAs(server, writerKind),
    outsider: backendAs(server, outsiderOf(resource.writeArea)),
    anonymous: createHttpBackend({ baseUrl: server.url, credentials: 'omit' }),
    historiActions: async () => server.services.histori.all({}).map((entry) => entry.action),
    historiEntries: async () => server.services.histori.all({}),
    dispose: () => server.dispose(),
  };
}
