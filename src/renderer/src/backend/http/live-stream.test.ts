import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createHttpClient } from './http-client';
import { openLiveStream } from './live-stream';

const sse = (text: string, keepOpen = false) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        if (!keepOpen) controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

describe('openLiveStream', () => {
  it('reconnects at once and reports nothing when the server renews the stream', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        sse('event: snapshot\ndata: {"n":1}\n\nevent: reconnect\ndata: {}\n\n'),
      )
      .mockResolvedValueOnce(sse('event: snapshot\ndata: {"n":2}\n\n', true));
    const client = createHttpClient({ baseUrl: 'http://portal.test', fetch: fetchMock });
    const next = vi.fn();
    const error = vi.fn();
    const stop = openLiveStream({
      client,
      path: '/api/live/settings/general',
      schema: z.object({ n: z.number() }),
      observer: { next, error },
      // A renewal must not wait for the backoff.
      retryInitialMs: 60_000,
    });
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(2), { timeout: 2_000 });
    stop();
    expect(next.mock.calls.map(([value]) => value)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(error).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
