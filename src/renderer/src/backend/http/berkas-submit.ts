import { safeParse } from 'zod/mini';
import * as z from 'zod/mini';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { BackendError } from '../backend-error';
import type { HttpClient } from './http-client';

const intakeReplySchema = z.object({
  status: z.string(),
  message: z.optional(z.string()),
  data: z.optional(z.record(z.string(), z.string())),
});

type Reply = { status: number; text: string };

/** The part of XMLHttpRequest used here (typed locally: this module also runs in Node). */
interface Xhr {
  open(method: string, url: string): void;
  withCredentials: boolean;
  setRequestHeader(name: string, value: string): void;
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  send(body: string): void;
  status: number;
  responseText: string;
}

/** XMLHttpRequest where it exists, for upload progress; fetch elsewhere (Node, tests). */
export function postWithProgress(
  client: HttpClient,
  url: string,
  body: string,
  onProgress?: (fraction: number) => void,
): Promise<Reply> {
  const XhrConstructor = (globalThis as unknown as { XMLHttpRequest?: new () => Xhr })
    .XMLHttpRequest;
  if (!XhrConstructor) {
    return client
      .fetch(url, {
        method: 'POST',
        headers: client.headers({ 'Content-Type': 'application/json' }),
        credentials: client.credentials,
        body,
      })
      .then(async (response) => ({ status: response.status, text: await response.text() }));
  }
  return new Promise((resolve, reject) => {
    const xhr = new XhrConstructor();
    xhr.open('POST', url);
    xhr.withCredentials = client.credentials === 'include';
    for (const [name, value] of Object.entries(
      client.headers({ 'Content-Type': 'application/json' }),
    ))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(body);
  });
}

/**
 * The intake speaks the script-endpoint contract (SPEC.md §7): `{status, message, data}`. A reply
 * that is not ok at all is "Gagal terhubung ke server Google."; a backend-reported failure carries
 * its message (or "Gagal memproses data di backend.").
 */
export async function submitBerkas(
  client: HttpClient,
  answers: Record<string, string>,
  onProgress?: (fraction: number) => void,
): Promise<{ ticketId: string; revisionCode: string }> {
  let reply: Reply;
  try {
    reply = await postWithProgress(
      client,
      `${client.baseUrl}/api/berkas/intake`,
      JSON.stringify(answers),
      onProgress,
    );
  } catch {
    throw new BackendError('NETWORK', BERKAS_MESSAGES.backendUnreachable);
  }
  let json: unknown;
  try {
    json = JSON.parse(reply.text);
  } catch {
    throw new BackendError('BAD_GATEWAY', BERKAS_MESSAGES.backendUnreachable, reply.status);
  }
  const parsed = safeParse(intakeReplySchema, json);
  if (!parsed.success)
    throw new BackendError('BAD_GATEWAY', BERKAS_MESSAGES.backendUnreachable, reply.status);
  const { status, message, data } = parsed.data;
  const ticketId = data?.ticketId;
  const revisionCode = data?.revisionCode;
  if (status !== 'success' || !ticketId || !revisionCode) {
    const fields = (json as { error?: { fields?: Record<string, string> } }).error?.fields;
    throw new BackendError(
      'BACKEND_FAILED',
      message || BERKAS_MESSAGES.backendFailed,
      reply.status,
      fields,
    );
  }
  return { ticketId, revisionCode };
}
