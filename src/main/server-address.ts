/**
 * Choosing the desktop app's server: the address is parsed by the shared rules, its health
 * endpoint must answer as a Portal BEM KM server, and only then is it remembered. Main passes
 * `onChanged` to forget the previous server's session and to widen the CSP to the new origin.
 */
import { z } from 'zod';
import { safeParse } from 'zod/mini';
import { healthSchema } from '../shared/health';
import type { SetServerAddressResult } from '../shared/platform';
import { parseServerAddress } from '../shared/server-address';

export type ServerCheckResult = { ok: true } | { ok: false; reason: 'unreachable' | 'not-portal' };

export interface CheckServerDeps {
  fetch: typeof fetch;
  /** Covers connecting and reading the answer. */
  timeoutMs?: number;
}

export const DEFAULT_SERVER_CHECK_TIMEOUT_MS = 5_000;

/** A health answer is a few dozen bytes; anything much bigger is not our server. */
export const MAX_HEALTH_BODY_BYTES = 64 * 1024;

/** The body as text, or null when it is larger than `limit` (the rest is not downloaded). */
async function readLimited(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Asks `${origin}/api/health` whether a Portal BEM KM server answers there.
 *
 * Redirects are refused (`redirect: 'error'`), because the health check would otherwise vouch
 * for one origin while the app remembers another. The fetch then fails like a broken connection,
 * so a redirect is reported as 'unreachable': the address as typed does not reach a server.
 */
export async function checkServer(
  origin: string,
  deps: CheckServerDeps,
): Promise<ServerCheckResult> {
  const signal = AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_SERVER_CHECK_TIMEOUT_MS);
  let response: Response;
  try {
    response = await deps.fetch(`${origin}/api/health`, {
      method: 'GET',
      redirect: 'error',
      signal,
      headers: { accept: 'application/json' },
    });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, reason: 'not-portal' };
  }
  let text: string | null;
  try {
    text = await readLimited(response, MAX_HEALTH_BODY_BYTES);
  } catch {
    // The connection dropped or the timeout hit while the answer was arriving.
    return { ok: false, reason: 'unreachable' };
  }
  if (text === null) return { ok: false, reason: 'not-portal' };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-portal' };
  }
  return safeParse(healthSchema, body).success ? { ok: true } : { ok: false, reason: 'not-portal' };
}

/**
 * The remembered server, as saved in its own JSON file. A hand-edited origin must still pass the
 * same rules as a typed one (https, or http to this computer), or the file counts as invalid and
 * the app asks for the address again.
 */
export const serverAddressFileSchema = z.object({
  serverOrigin: z
    .string()
    .refine((origin) => {
      const parsed = parseServerAddress(origin);
      return parsed.ok && parsed.origin === origin;
    }, 'not a server origin')
    .nullable(),
});

export type ServerAddressFile = z.infer<typeof serverAddressFileSchema>;

export const SERVER_ADDRESS_FILE_DEFAULTS: ServerAddressFile = { serverOrigin: null };

export interface ServerAddressSetterDeps {
  /** A JsonFile<ServerAddressFile> in main. */
  store: {
    read(): ServerAddressFile;
    write(value: ServerAddressFile): Promise<void>;
  };
  /** checkServer with its deps bound. */
  check(origin: string): Promise<ServerCheckResult>;
  /** Called after the new origin is saved, only when it differs from the previous one. */
  onChanged(previousOrigin: string | null, origin: string): Promise<void> | void;
}

export interface ServerAddressSetter {
  /** The remembered origin, or null before the first run's setup. */
  get(): string | null;
  /**
   * Parses, checks and remembers an address typed by the user. A failed disk write or a failing
   * `onChanged` rejects: the renderer cannot fix either, and main's IPC layer reports them.
   */
  set(raw: string): Promise<SetServerAddressResult>;
}

export function createServerAddressSetter(deps: ServerAddressSetterDeps): ServerAddressSetter {
  // Calls run one after the other, so a double submit cannot interleave two writes and hand
  // `onChanged` a stale previous origin (and so leave the older server's session behind).
  let queue: Promise<unknown> = Promise.resolve();

  async function setNow(raw: string): Promise<SetServerAddressResult> {
    const parsed = parseServerAddress(raw);
    if (!parsed.ok) return parsed;
    const checked = await deps.check(parsed.origin);
    if (!checked.ok) return checked;
    const previous = deps.store.read().serverOrigin;
    await deps.store.write({ serverOrigin: parsed.origin });
    // Same server again: its saved session is still the right one, so nothing is forgotten.
    if (previous !== parsed.origin) await deps.onChanged(previous, parsed.origin);
    return { ok: true, origin: parsed.origin };
  }

  return {
    get: () => deps.store.read().serverOrigin,
    set(raw) {
      const result = queue.then(() => setNow(raw));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
