import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { apiErrorBodySchema } from '../../../../shared/errors';
import { BackendError } from '../backend-error';

export interface HttpClientOptions {
  /** Origin of the embedded server; '' means the page's own origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** A bearer token (the desktop app's session); the website uses its session cookie instead. */
  authToken?: () => string | undefined;
  /**
   * Whether cookies travel with requests: 'include' (the default: the website's session cookie)
   * or 'omit' (the desktop app, whose session is only its bearer token).
   */
  credentials?: 'include' | 'omit';
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface HttpClient {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** What every request of this client (and its live streams and uploads) does with cookies. */
  readonly credentials: 'include' | 'omit';
  headers(extra?: Record<string, string>): Record<string, string>;
  get<S extends $ZodType>(path: string, schema: S): Promise<output<S>>;
  send<S extends $ZodType>(
    method: HttpMethod,
    path: string,
    body: unknown,
    schema: S,
  ): Promise<output<S>>;
  /** A request whose answer has no body (204). */
  sendEmpty(method: HttpMethod, path: string, body?: unknown): Promise<void>;
  blob(path: string): Promise<Blob>;
  /** A GET whose answer is a file: the response, so its headers (the file's name) can be read. */
  download(path: string): Promise<Response>;
}

/** Reads an error answer of the API; anything unreadable becomes a generic error of that status. */
export async function toBackendError(response: Response): Promise<BackendError> {
  try {
    const body = safeParse(apiErrorBodySchema, await response.json());
    if (body.success) {
      const { code, message, fields } = body.data.error;
      return new BackendError(code, message, response.status, fields);
    }
  } catch {
    // Not JSON: fall through to the status-based error.
  }
  return BackendError.fromCode(
    response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
    response.status,
  );
}

/** A small typed client: every answer is checked against its schema before a screen sees it. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const credentials = options.credentials ?? 'include';
  const headers = (extra: Record<string, string> = {}) => {
    const token = options.authToken?.();
    return {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...extra,
    };
  };

  async function request(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: headers(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        credentials,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw BackendError.network();
    }
    if (!response.ok) throw await toBackendError(response);
    return response;
  }

  async function parsed<S extends $ZodType>(response: Response, schema: S): Promise<output<S>> {
    const result = safeParse(schema, await response.json().catch(() => undefined));
    if (!result.success) throw BackendError.invalidResponse();
    return result.data;
  }

  return {
    baseUrl,
    fetch: fetchImpl,
    credentials,
    headers,
    get: async (path, schema) => parsed(await request('GET', path), schema),
    send: async (method, path, body, schema) =>
      parsed(await request(method, path, body ?? {}), schema),
    async sendEmpty(method, path, body) {
      await request(method, path, body ?? (method === 'DELETE' ? undefined : {}));
    },
    blob: async (path) => (await request('GET', path)).blob(),
    download: (path) => request('GET', path),
  };
}
