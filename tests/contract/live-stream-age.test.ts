import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TOPICS } from '../../src/shared/live';
import { startTempServer, type TempServer } from '../support/temp-server';

/** No stream is held for ever: after its maximum age the server ends it and the client reconnects. */
let server: TempServer;

beforeAll(async () => {
  server = await startTempServer({ liveStreams: { maxAgeMs: 600 } }, { heartbeatMs: 100 });
});
afterAll(async () => {
  await server.dispose();
});

describe('the maximum age of a live stream', () => {
  it('ends the stream with a reconnect event after its age', { timeout: 20_000 }, async () => {
    const started = Date.now();
    const response = await fetch(`${server.url}/api/live/${LIVE_TOPICS.generalSettings}`, {
      signal: AbortSignal.timeout(8_000),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    let ended = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          break;
        }
        text += value;
      }
    } catch {
      // Aborted by the 8 s timeout: the stream was not ended by the server.
    }
    const lasted = Date.now() - started;
    expect(ended).toBe(true);
    expect(text).toContain('event: snapshot');
    expect(text).toMatch(/event: reconnect\n/);
    expect(lasted).toBeGreaterThanOrEqual(500);
    expect(lasted).toBeLessThan(5_000);
    // Its slot is free again: the same client may open the next one at once.
    const next = await fetch(`${server.url}/api/live/${LIVE_TOPICS.generalSettings}`, {
      signal: AbortSignal.timeout(8_000),
    });
    expect(next.status).toBe(200);
    await next.body!.cancel();
  });

  it('refuses an anonymous stream of a signed-in topic with a JSON 401, not a stream', async () => {
    const response = await fetch(`${server.url}/api/live/${LIVE_TOPICS.users}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
