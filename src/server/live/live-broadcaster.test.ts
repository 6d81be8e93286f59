import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LiveBroadcaster } from './live-broadcaster';
import { LiveHub } from './live-hub';
import type { LiveSource } from './live-source';
import type { SseStream } from './sse-stream';

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

/** A source counting its reads, whose data the test changes. */
function countingSource(kept: boolean) {
  const state = { value: 1, reads: 0 };
  const source: LiveSource = {
    access: (_viewer, param) => param ?? 'public',
    load: (key) => {
      state.reads += 1;
      return { key, value: state.value };
    },
    ...(kept ? { keptUntilPublished: true } : {}),
  };
  return { state, source };
}

const text = (frame: Buffer) => frame.toString('utf8');

describe('LiveBroadcaster, snapshots of a source kept until published', () => {
  it('reads a key once for viewers one after another, and again after the topic changes', async () => {
    const hub = new LiveHub();
    const { state, source } = countingSource(true);
    const broadcaster = new LiveBroadcaster(hub, { t: source }, silent, 60_000);
    const first = broadcaster.currentFrame('t', 'a');
    expect(text(broadcaster.currentFrame('t', 'a'))).toBe(text(first));
    broadcaster.currentFrame('t', 'b');
    expect(state.reads).toBe(2);

    state.value = 2;
    hub.publish('t');
    await nextTurn();
    expect(text(broadcaster.currentFrame('t', 'a'))).toContain('"value":2');
    expect(state.reads).toBe(3);
    broadcaster.closeAll();
  });

  it('reads every time for a source that did not ask to be kept', () => {
    const hub = new LiveHub();
    const { state, source } = countingSource(false);
    const broadcaster = new LiveBroadcaster(hub, { t: source }, silent, 60_000);
    broadcaster.currentFrame('t', 'a');
    broadcaster.currentFrame('t', 'a');
    expect(state.reads).toBe(2);
    broadcaster.closeAll();
  });
});

describe('LiveBroadcaster, a change of some keys only', () => {
  it('reads and sends again only the groups whose keys changed', async () => {
    const hub = new LiveHub();
    const { state, source } = countingSource(false);
    const broadcaster = new LiveBroadcaster(hub, { t: source }, silent, 60_000);
    const sent: Record<string, string[]> = { a: [], b: [] };
    for (const key of ['a', 'b']) {
      const stream = {
        write: (frame: Buffer) => sent[key]!.push(text(frame)),
        close: () => undefined,
      } as unknown as SseStream;
      broadcaster.add('t', { token: undefined }, key, stream, broadcaster.currentFrame('t', key), key);
    }
    state.reads = 0;
    state.value = 2;
    hub.publish('t', 'b');
    await nextTurn();
    expect(state.reads).toBe(1);
    expect(sent.a).toEqual([]);
    expect(sent.b).toHaveLength(1);
    expect(sent.b![0]).toContain('"value":2');

    hub.publish('t');
    await nextTurn();
    expect(state.reads).toBe(3);
    expect(sent.a).toHaveLength(1);
    broadcaster.closeAll();
  });
});
