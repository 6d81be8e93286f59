import { safeParse } from 'zod/mini';
import * as z from 'zod/mini';
import { BERKAS_MESSAGES } from '../../../../shared/berkas/status';
import { BackendError } from '../backend-error';
import type { HttpClient } from './http-client';
import { postWithProgress, type Reply } from './post-with-progress';

const intakeReplySchema = z.object({
  status: z.string(),
  message: z.optional(z.string()),
  data: z.optional(z.record(z.string(), z.string())),
});

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
