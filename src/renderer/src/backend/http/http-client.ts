import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { apiErrorBodySchema } from '../../../../shared/errors';
import { BackendError } from '../backend-error';

export interface HttpClientOptions {
  /** Origin of the embedded server; '' means the page's own origin. */
  baseUrl: string;
  fetch?: typeof fetch;
}

export interface HttpClient {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  get<S extends $ZodType>(path: string, schema: S): Promise<output<S>>;
}

/** Reads an error answer of the API; anything unreadable becomes a generic error of that status. */
async function toBackendError(response: Response): Promise<BackendError> {
  try {
    const body = apiErrorBodySchema.safeParse(await response.json());
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
  return {
    baseUrl,
    fetch: fetchImpl,
    async get(path, schema) {
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl}${path}`, {
          headers: { Accept: 'application/json' },
          credentials: 'include',
        });
      } catch {
        throw BackendError.network();
      }
      if (!response.ok) throw await toBackendError(response);
      const parsed = safeParse(schema, await response.json().catch(() => undefined));
      if (!parsed.success) throw BackendError.invalidResponse();
      return parsed.data;
    },
  };
}
