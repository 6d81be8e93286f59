import fc from 'fast-check';
import { encodeBody, encoding, wrongShapeBody, type Encoding } from './hostile-bodies';
import { anyJson } from './hostile-values';
import type { RawAnswer, RawRequest } from './raw-http';
import { rawPath } from './raw-http';
import type { Auth, RouteCase } from './route-cases';

/** One generated request, as fast-check prints it when it fails (markers instead of huge values). */
export interface HostileCase {
  auth: Auth;
  path: string;
  body: unknown;
  encoding: Encoding;
  bogusToken: string;
  extraHeaders: Record<string, string>;
}

/** Sometimes (a cross-site Origin is refused before validation, so it must not drown the rest). */
const rarely = (values: readonly string[]): fc.Arbitrary<string | undefined> =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, fc.constantFrom(...values));

const extraHeaders: fc.Arbitrary<Record<string, string>> = fc
  .record(
    {
      origin: rarely(['https://evil.example', 'null', 'app://bem', 'http://127.0.0.1']),
      accept: fc.constantFrom('*/*', 'text/html', 'application/xml', '', 'application/json;q=0'),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', 'garbage', ''),
      'accept-encoding': fc.constantFrom('br', 'gzip;q=0', 'identity', '*', 'x'),
      'last-event-id': fc.constantFrom('-1', '99999999999999999999', 'abc'),
      range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=999999999-', 'bytes=a-b'),
    },
    { requiredKeys: [] },
  )
  .map(
    (headers) =>
      Object.fromEntries(
        Object.entries(headers).filter(([, value]) => value !== undefined),
      ) as Record<string, string>,
  );

export function hostileCase(routeCase: RouteCase): fc.Arbitrary<HostileCase> {
  const body = routeCase.body
    ? fc.oneof({ weight: 5, arbitrary: routeCase.body }, { weight: 1, arbitrary: wrongShapeBody })
    : fc.option(anyJson, { nil: undefined, freq: 3 });
  return fc.record({
    auth: fc.constantFrom(...routeCase.auth),
    path: routeCase.path,
    body,
    encoding,
    bogusToken: fc.stringMatching(/^[\x21-\x7e]{0,200}$/),
    extraHeaders,
  });
}

/** The bytes on the wire: the master's bearer token, a bogus one (or cookie), or none. */
export function toRawRequest(
  method: string,
  hostile: HostileCase,
  masterToken: string,
): RawRequest {
  const headers: Record<string, string> = { ...hostile.extraHeaders };
  if (hostile.auth === 'master') headers.authorization = `Bearer ${masterToken}`;
  if (hostile.auth === 'bogus') {
    if (hostile.bogusToken.length % 2 === 0) headers.authorization = `Bearer ${hostile.bogusToken}`;
    else headers.cookie = `bem_sesi=${hostile.bogusToken.replace(/[;,]/g, '')}`;
  }
  if (hostile.body === undefined) return { method, path: rawPath(hostile.path), headers };
  const encoded = encodeBody(hostile.body, hostile.encoding);
  return {
    method,
    path: rawPath(hostile.path),
    // Always a length: node:http sends a GET's body without one, which breaks the connection.
    headers: { ...headers, ...encoded.headers, 'content-length': String(encoded.body.length) },
    body: encoded.body,
  };
}

const INDONESIAN =
  /\b(tidak|yang|wajib|silakan|anda|terlalu|harus|ditolak|belum|sudah|hanya|dapat|coba|gunakan|masukkan|periksa|ganti|ditemukan|salah|diizinkan|didukung|dipakai|masuk|kedaluwarsa|berkas|jawaban|pilihan|tanggal|tautan|dan|atau|harap|isi|kolom|mohon|gagal|kesalahan|permintaan|alamat|akun|sandi)\b/i;
const ENGLISH =
  /\b(the|must|should|expected|received|unexpected|invalid|required|body|request|error|cannot|failed)\b/i;

/** The API's promises for any answer to a hostile request; throws naming the broken one. */
export function checkAnswer(answer: RawAnswer, routeCase: RouteCase): void {
  const said = `${answer.status} ${answer.contentType} ${answer.text.slice(0, 400)}`;
  if (answer.status >= 500 || answer.status < 100) throw new Error(`server error: ${said}`);
  if (answer.status < 400) {
    if (answer.status < 300 && !routeCase.mayAnswerOk)
      throw new Error(`a write route accepted an invalid request: ${said}`);
    return;
  }
  if (routeCase.isPage && answer.status === 404 && /^text\/html/i.test(answer.contentType)) {
    if (!answer.text.includes('<title>Halaman tidak ditemukan'))
      throw new Error(`a page's 404 is not the "not found" page: ${said}`);
    return;
  }
  if (!/^application\/json/i.test(answer.contentType)) throw new Error(`error not JSON: ${said}`);
  let body: {
    status?: unknown;
    message?: unknown;
    error?: { code?: unknown; message?: unknown; fields?: unknown };
  };
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    throw new Error(`error body does not parse: ${said}`);
  }
  const { code, message } = body.error ?? {};
  if (typeof code !== 'string' || !/^[A-Z_]+$/.test(code) || typeof message !== 'string')
    throw new Error(`error without {error: {code, message}}: ${said}`);
  if (!INDONESIAN.test(message) || ENGLISH.test(message))
    throw new Error(`error message is not an Indonesian sentence: ${said}`);
  // Field details (zod's own messages among them) are read by users too.
  const fields = body.error?.fields ?? {};
  if (typeof fields !== 'object' || fields === null)
    throw new Error(`error fields are not an object: ${said}`);
  for (const detail of Object.values(fields))
    // Quoted parts are values (enum members such as "request-revision"), not words.
    if (typeof detail !== 'string' || ENGLISH.test(detail.replace(/"[^"]*"/g, '')))
      throw new Error(`field detail is not Indonesian: ${said}`);
  // The intake's script-endpoint contract (berkas-public.ts) repeats it as {status, message}.
  if ('status' in body && (body.status !== 'error' || body.message !== message))
    throw new Error(`script-endpoint error out of step: ${said}`);
}
