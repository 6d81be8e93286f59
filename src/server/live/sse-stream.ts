import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENTS } from '../../shared/live';

export interface SseStream {
  send(event: string, data: unknown): void;
  close(): void;
  readonly closed: boolean;
}

/**
 * Takes over a reply as a Server-Sent Events stream with heartbeats. Fastify no longer manages
 * the response after `hijack`, so the stream ends itself when the client leaves.
 */
export function openSseStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { heartbeatMs: number; onClose: () => void },
): SseStream {
  reply.hijack();
  const res = reply.raw;
  // Headers hooks put on the reply (CORS for the desktop app) would be dropped by hijack.
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // Proxies such as nginx would otherwise buffer the stream.
    'X-Accel-Buffering': 'no',
  });
  // Tells EventSource-style clients how long to wait before reconnecting.
  res.write('retry: 2000\n\n');

  let closed = false;
  const heartbeat = setInterval(
    () => stream.send(LIVE_EVENTS.heartbeat, { at: Date.now() }),
    options.heartbeatMs,
  );
  heartbeat.unref();

  const stream: SseStream = {
    send(event, data) {
      if (closed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      options.onClose();
      res.end();
    },
    get closed() {
      return closed;
    },
  };
  request.raw.on('close', () => stream.close());
  return stream;
}
