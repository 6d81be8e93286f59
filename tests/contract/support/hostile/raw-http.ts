import http from 'node:http';
import zlib from 'node:zlib';

/** One request exactly as the fuzz built it: the raw path (dot segments and escapes untouched). */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/**
 * Sends a request with node:http rather than fetch: fetch normalises the URL (`..`, `%2e%2e`) and
 * refuses odd headers, which would hide the very inputs the fuzz means to send.
 */
export function sendRaw(
  base: string,
  request: RawRequest,
  agent: http.Agent,
  localAddress?: string,
  timeoutMs = 20_000,
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent,
        ...(localAddress ? { localAddress } : {}),
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            text: decoded(Buffer.concat(chunks), response.headers['content-encoding']),
          }),
        );
      },
    );
    outgoing.setTimeout(timeoutMs, () =>
      outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)),
    );
    outgoing.on('error', (error) => {
      // A server that answers early (413) may close before the whole body is written: the
      // answer counts; only a request that never got one fails.
      if (!answered) reject(error);
    });
    outgoing.end(request.body);
  });
}

/** Percent-encodes what node:http refuses in a path (controls, space, non-ASCII), nothing else. */
export function rawPath(path: string): string {
  let out = '';
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x20 && code < 0x7f) out += char;
    else if (code >= 0xd800 && code <= 0xdfff) out += '%ED%A0%80';
    else out += Buffer.from(char, 'utf8').toString('hex').replace(/../g, '%$&').toUpperCase();
  }
  return out;
}

/** The body as a client reads it: pages are sent compressed to clients that accept it. */
function decoded(body: Buffer, encoding: string | undefined): string {
  // A HEAD answer names its encoding but has no body.
  if (body.length === 0) return '';
  try {
    if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
    if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  } catch {
    // A range of a compressed file (206) cannot be decoded on its own.
    return `(${body.length} bytes of ${encoding}, not decodable alone)`;
  }
  return body.toString('utf8');
}
