import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { apiErrorMessage, type ApiErrorBody, type ApiErrorCode } from '../../shared/errors';
import { AppError, fieldErrors } from './app-error';

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: ApiErrorCode,
  message: string = apiErrorMessage(code),
  fields?: Record<string, string>,
): FastifyReply {
  const body: ApiErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own errors (body parsing, limits) are given the API's codes and Indonesian messages. */
function classify(error: FastifyError): { status: number; code: ApiErrorCode } {
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE' };
  if (status === 415) return { status, code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (status === 429) return { status, code: 'RATE_LIMITED' };
  if (status === 503) return { status, code: 'SHUTTING_DOWN' };
  if (status === 400 && (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError)) {
    return { status, code: 'INVALID_JSON' };
  }
  if (status === 404) return { status, code: 'NOT_FOUND' };
  if (status === 405) return { status, code: 'METHOD_NOT_ALLOWED' };
  if (status >= 400 && status < 500) return { status, code: 'BAD_REQUEST' };
  return { status: 500, code: 'INTERNAL' };
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, error.code, error.message, error.fields);
    }
    if (error instanceof $ZodError) {
      return sendError(reply, 400, 'VALIDATION', undefined, fieldErrors(error));
    }
    const { status, code } = classify(error);
    // The rest of an oversized body is not read (Node would otherwise drain it to keep the socket).
    if (status === 413) reply.header('Connection', 'close');
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, 'request rejected');
    return sendError(reply, status, code);
  });
}
