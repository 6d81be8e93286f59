import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorMessage, type ApiErrorBody, type ApiErrorCode } from '../../shared/errors';
import { sendError } from './error-handler';

/**
 * Refusals Fastify makes before a route's error handler exists (a URL that does not decode, such
 * as `%ED%A0%80`), answered in the API's JSON shape with an Indonesian message.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void sendError(reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : 'BAD_REQUEST');
}

/**
 * Requests Node's HTTP parser cannot read (a broken request line or header, headers too large, a
 * request that never finished): the connection is answered in the same JSON shape, then closed,
 * as Fastify's default handler does.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ApiErrorCode] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'PAYLOAD_TOO_LARGE']
        : [400, 'BAD_REQUEST'];
  const body: ApiErrorBody = { error: { code, message: apiErrorMessage(code) } };
  const text = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  socket.destroy(error);
}
