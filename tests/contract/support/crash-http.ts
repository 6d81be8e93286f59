/**
 * HTTP for the crash-safety test. A request the killed server never answered throws `Killed`
 * (the chain that sent it stops); any other answer than 2xx during the load is a failure of the
 * test's own expectations and is thrown as such.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

export class Killed extends Error {
  constructor() {
    super('server killed');
  }
}

export interface Reply {
  status: number;
  body: unknown;
  bytes: Buffer;
  headers: Headers;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Random bytes that start like a PDF (the server checks the content against the extension). */
export function pdfBytes(size = 2_000 + Math.floor(Math.random() * 30_000)): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)]);
}

export const asUpload = (content: Buffer, name: string) =>
  `data:application/pdf;base64,${content.toString('base64')};name=${encodeURIComponent(name)}`;

/**
 * `localAddress`: the loopback address requests come from. Each chain of each cycle has its own,
 * so per-address rate limits (kept across restarts) see many small clients, not one big one.
 */
export function httpClient(baseUrl: () => string, localAddress?: string) {
  function request(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.cookie) headers.cookie = options.cookie;
    return new Promise((resolve, reject) => {
      const sent = http.request(
        `${baseUrl()}${path}`,
        {
          method,
          headers,
          agent: false,
          ...(localAddress && process.platform === 'linux' ? { localAddress } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', () => reject(new Killed()));
          response.on('end', () => {
            if (!response.complete) return reject(new Killed());
            const bytes = Buffer.concat(chunks);
            let body: unknown;
            try {
              body = bytes.length ? JSON.parse(bytes.toString()) : undefined;
            } catch {
              body = undefined;
            }
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (typeof value === 'string') responseHeaders.set(name, value);
              else if (Array.isArray(value)) for (const v of value) responseHeaders.append(name, v);
            resolve({ status: response.statusCode ?? 0, body, bytes, headers: responseHeaders });
          });
        },
      );
      sent.on('error', () => reject(new Killed()));
      sent.end(payload);
    });
  }

  /** A write during the load: 2xx or the test fails (Killed when the server is gone). */
  async function write(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string } = {},
  ): Promise<Reply> {
    const reply = await request(method, path, options);
    if (reply.status >= 300)
      throw new Error(
        `${method} ${path} → ${reply.status} ${reply.bytes.toString().slice(0, 300)}`,
      );
    return reply;
  }

  async function signIn(email: string, password: string): Promise<string> {
    const response = await write('POST', '/api/auth/login', { body: { email, password } });
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }

  return { request, write, signIn };
}

export type CrashHttp = ReturnType<typeof httpClient>;
