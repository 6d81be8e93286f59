import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export type LimitCode = 'TOO_MANY_ATTEMPTS' | 'RATE_LIMITED';

/** Whether the request still has a body on the wire that refusing it would otherwise drain. */
function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * The 429 answer: the Indonesian message (the code's own, or one naming the limit), and
 * Retry-After in whole seconds (at least 1). When refused before its body was read, the
 * connection is closed after the answer, so an address over its limit cannot make the server
 * read (and discard) a 32 MB body anyway.
 */
export function tooMany(
  request: FastifyRequest,
  reply: FastifyReply,
  code: LimitCode,
  msLeft: number,
  message?: string,
): AppError {
  reply.header('Retry-After', Math.max(1, Math.ceil(msLeft / 1000)));
  if (hasBody(request) && request.body === undefined) reply.header('Connection', 'close');
  return new AppError(code, 429, message);
}
