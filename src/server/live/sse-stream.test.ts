import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSseStream, sseFrame } from './sse-stream';

/** A response whose client reads nothing: what is written stays queued. */
function fakeReply() {
  const raw = Object.assign(new EventEmitter(), {
    writableLength: 0,
    written: [] as string[],
    ended: false,
    destroyed: false,
    setHeader: vi.fn(),
    writeHead: vi.fn(),
    write(chunk: string | Buffer) {
      raw.written.push(chunk.toString());
      raw.writableLength += chunk.length;
      return raw.writableLength < 16_384;
    },
    end() {
      raw.ended = true;
    },
    destroy() {
      raw.destroyed = true;
    },
  });
  const reply = { raw, hijack: vi.fn(), getHeaders: () => ({}) } as unknown as FastifyReply;
  const request = { raw: new EventEmitter() } as unknown as FastifyRequest;
  return { raw, reply, request };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('openSseStream', () => {
  it('cuts a stream whose client leaves its frames unread', () => {
    const { raw, reply, request } = fakeReply();
    const onClose = vi.fn();
    const stream = openSseStream(request, reply, {
      maxBufferedBytes: 1_000,
      maxAgeMs: 60_000,
      onClose,
    });
    const frame = sseFrame('snapshot', { isi: 'x'.repeat(400) });
    stream.write(frame);
    stream.write(frame);
    stream.write(frame);
    expect(stream.closed).toBe(false);
    // Over the bound: the next frame is not queued, the connection is dropped.
    stream.write(frame);
    expect(stream.closed).toBe(true);
    expect(raw.destroyed).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(raw.written.filter((text) => text.startsWith('event: snapshot'))).toHaveLength(3);
  });

  it('ends a stream after its maximum age with a reconnect event', () => {
    vi.useFakeTimers();
    const { raw, reply, request } = fakeReply();
    const onClose = vi.fn();
    const stream = openSseStream(request, reply, {
      maxBufferedBytes: 1_000_000,
      maxAgeMs: 10_000,
      onClose,
    });
    vi.advanceTimersByTime(8_999);
    expect(stream.closed).toBe(false);
    vi.advanceTimersByTime(1_001);
    expect(stream.closed).toBe(true);
    expect(raw.ended).toBe(true);
    expect(raw.written.at(-1)).toBe('event: reconnect\ndata: {}\n\n');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('releases once when the client leaves', () => {
    const { raw, reply, request } = fakeReply();
    const onClose = vi.fn();
    const stream = openSseStream(request, reply, {
      maxBufferedBytes: 1_000,
      maxAgeMs: 60_000,
      onClose,
    });
    request.raw.emit('close');
    raw.emit('close');
    stream.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
