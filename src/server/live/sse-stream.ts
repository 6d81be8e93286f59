import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_EVENTS } from '../../shared/live';

export interface SseStream {
  /** Writes a ready frame; closes the stream instead when its client has not taken the earlier ones. */
  write(frame: Buffer): void;
  /** Ends the stream (the client reconnects and is sent a fresh snapshot). */
  close(): void;
  readonly closed: boolean;
}

/** One Server-Sent Events frame, serialised once and written to every stream that shares it. */
export function sseFrame(event: string, data: unknown): Buffer {
  return Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export interface SseStreamOptions {
  /** Unsent bytes a client may leave behind before its stream is cut. */
  maxBufferedBytes: number;
  /** The stream ends after about this long, so no connection is held for ever. */
  maxAgeMs: number;
  onClose: () => void;
}

/**
 * Takes over a reply as a Server-Sent Events stream. Fastify no longer manages the response after
 * `hijack`, so the stream ends itself when the client leaves, when it grows old, and when the
 * client stops reading (its unsent frames would otherwise pile up in memory).
 */
export function openSseStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SseStreamOptions,
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
  // Spread over the last tenth of the age, so streams opened together do not all reconnect at once.
  const ageLimit = setTimeout(
    () => {
      stream.write(sseFrame(LIVE_EVENTS.reconnect, {}));
      stream.close();
    },
    options.maxAgeMs * (0.9 + Math.random() * 0.1),
  );
  ageLimit.unref();

  const finish = (): boolean => {
    if (closed) return false;
    closed = true;
    clearTimeout(ageLimit);
    options.onClose();
    return true;
  };
  const stream: SseStream = {
    write(frame) {
      if (closed) return;
      if (res.writableLength > options.maxBufferedBytes) {
        // A client that does not read: drop what is queued rather than wait for it.
        if (finish()) res.destroy();
        return;
      }
      res.write(frame);
    },
    close() {
      if (finish()) res.end();
    },
    get closed() {
      return closed;
    },
  };
  request.raw.on('close', () => stream.close());
  res.on('close', () => stream.close());
  return stream;
}
