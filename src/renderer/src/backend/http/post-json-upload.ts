import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { BackendError } from '../backend-error';
import { toBackendError, type HttpClient } from './http-client';
import { postWithProgress, type Reply } from './post-with-progress';

/**
 * An upload's JSON body posted with progress, its 201 answer parsed with `answer`: the network,
 * a refusal (the server's own message) and an unreadable answer each become a BackendError.
 */
export async function postJsonUpload<S extends $ZodType>(
  client: HttpClient,
  path: string,
  body: unknown,
  answer: S,
  onProgress?: (fraction: number) => void,
): Promise<output<S>> {
  let reply: Reply;
  try {
    reply = await postWithProgress(
      client,
      `${client.baseUrl}${path}`,
      JSON.stringify(body),
      onProgress,
    );
  } catch {
    throw BackendError.network();
  }
  if (reply.status !== 201)
    throw await toBackendError(new Response(reply.text, { status: reply.status }));
  let json: unknown;
  try {
    json = JSON.parse(reply.text);
  } catch {
    throw BackendError.invalidResponse();
  }
  const parsed = safeParse(answer, json);
  if (!parsed.success) throw BackendError.invalidResponse();
  return parsed.data;
}
