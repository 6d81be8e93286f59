import { safeParse } from 'zod/mini';
import * as z from 'zod/mini';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { BackendError } from '../backend-error';

const replySchema = z.object({
  status: z.string(),
  message: z.optional(z.string()),
  data: z.optional(z.record(z.string(), z.string())),
});

export interface ScriptEndpointOptions {
  fetch?: typeof fetch;
  onProgress?: (fraction: number) => void;
}

/**
 * The SI-BERKAS script endpoint (SPEC.md §7): every answer is POSTed as JSON (files as data URLs
 * with `;name=` appended) and the reply `{status, message, data}` carries the answers with the
 * files replaced by links. Failures carry the messages of SPEC.md §8, as the http adapter's
 * berkas-submit.ts does: no usable reply is "Gagal terhubung ke server Google."; a reported failure
 * is the script's message, or "Gagal memproses data di backend.".
 *
 * An Apps Script web app cannot answer a CORS preflight, so the request must be a "simple" one:
 * the JSON goes as `text/plain;charset=utf-8` (the script reads e.postData.contents either way).
 * Apps Script answers with a 302 to googleusercontent.com, which fetch follows, and a body that
 * may be labelled text/plain: it is read as text and parsed here, whatever its content type.
 */
export async function postToScriptEndpoint(
  url: string,
  answers: Record<string, string>,
  options: ScriptEndpointOptions = {},
): Promise<{ message: string; data: Record<string, string> }> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  // fetch reports no upload progress; the bar shows the start and the end of the one request.
  options.onProgress?.(0);
  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=utf-8' },
      body: JSON.stringify(answers),
      redirect: 'follow',
      credentials: 'omit',
    });
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch {
    // Also what a refused CORS request looks like: the script is unreachable either way.
    throw new BackendError('NETWORK', BERKAS_MESSAGES.backendUnreachable);
  }
  options.onProgress?.(1);

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackendError('BAD_GATEWAY', BERKAS_MESSAGES.backendUnreachable, status);
  }
  const parsed = safeParse(replySchema, json);
  if (!parsed.success)
    throw new BackendError('BAD_GATEWAY', BERKAS_MESSAGES.backendUnreachable, status);
  const { status: outcome, message, data } = parsed.data;
  if (outcome !== 'success')
    throw new BackendError('BACKEND_FAILED', message || BERKAS_MESSAGES.backendFailed, status);
  if (!ok) throw new BackendError('BAD_GATEWAY', BERKAS_MESSAGES.backendUnreachable, status);
  // Success without the answers leaves nothing to store.
  if (!data) throw new BackendError('BACKEND_FAILED', BERKAS_MESSAGES.backendFailed, status);
  return { message: message ?? '', data };
}
