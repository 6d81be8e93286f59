import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A JSON POST (or GET) from a given client address: the server must trust 127.0.0.1 as its proxy
 * (BEM_TRUST_PROXY) for X-Forwarded-For to count. A fresh connection per call.
 */
export function request(
  baseUrl: string,
  path: string,
  options: { method?: string; body?: unknown; from?: string } = {},
): Promise<RawAnswer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${baseUrl}${path}`,
      {
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.from ? { 'x-forwarded-for': options.from } : {}),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

export const errorMessage = (answer: RawAnswer): string =>
  (JSON.parse(answer.body) as { error: { message: string } }).error.message;
