import { formFieldsResource } from '../../src/shared/berkas/form-fields-resource';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TOPICS } from '../../src/shared/live';
import { startTempServer, type TempServer } from '../support/temp-server';
import { startStreamFlood } from './support/stream-flood';

/**
 * The hostile probe of issue 13: with 5,000 streams open, each form-field edit re-read the form
 * once per stream and blocked the server 0.8–1.4 s. A change is now read once per kind of viewer.
 */
const STREAMS = 5_000;
let server: TempServer;

beforeAll(async () => {
  server = await startTempServer({
    liveStreams: { maxStreams: 10_000, maxStreamsPerAddress: 10_000, maxAgeMs: 10 * 60_000 },
  });
});
afterAll(async () => {
  await server.dispose();
});

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('publishing to many streams', () => {
  it(
    'reads a public topic once per change, however many streams watch it',
    { timeout: 120_000 },
    async () => {
      const flood = startStreamFlood({
        port: Number(new URL(server.url).port),
        path: `/api/live/${LIVE_TOPICS.formFields}`,
        concurrency: 100,
        attemptTimeoutMs: 20_000,
        waves: [{ addresses: ['127.0.0.1'], attempts: STREAMS }],
      });
      const repo = server.services.resources.of(formFieldsResource);
      const list = repo.list.bind(repo);
      try {
        const { counts } = await flood.done;
        expect(counts.accepted).toBe(STREAMS);

        let loads = 0;
        repo.list = () => {
          loads += 1;
          return list();
        };
        const master = server.services.users.findByEmail('master@bem.demo')!;
        const cookie = `bem_sesi=${server.services.sessions.create(master.id, 'web').token}`;
        const field = list()[0]!;
        const { id: _id, position: _position, ...input } = field;

        const delay = monitorEventLoopDelay({ resolution: 5 });
        delay.enable();
        const started = performance.now();
        const response = await fetch(`${server.url}/api/berkas/form-fields/${field.id}`, {
          method: 'PATCH',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ ...input, label: `${field.label} (diubah)` }),
        });
        expect(response.status).toBe(200);
        // Every held stream is sent the new form.
        const delivered = await waitFor(
          async () => (await flood.stats()).snapshots >= STREAMS,
          30_000,
        );
        const elapsed = performance.now() - started;
        delay.disable();
        const blockedMs = delay.max / 1e6;
        console.info(
          `publish to ${STREAMS} streams: ${loads} form reads, longest event-loop block ` +
            `${blockedMs.toFixed(1)} ms, all delivered after ${elapsed.toFixed(0)} ms`,
        );
        expect(delivered).toBe(true);
        // One read for the snapshot (the handler's own reads are not counted: it calls find/update).
        expect(loads).toBe(1);
        // Loose: on the shared 2-core test machine the scheduler alone adds stalls of 50–200 ms.
        // The figure is printed above (one read per change; before, one per stream: seconds).
        expect(blockedMs).toBeLessThan(1_000);
      } finally {
        repo.list = list;
        await flood.close();
      }
    },
  );

  it('coalesces a burst of publishes into one read', async () => {
    const repo = server.services.resources.of(formFieldsResource);
    let loads = 0;
    const list = repo.list.bind(repo);
    const controller = new AbortController();
    const stream = await fetch(`${server.url}/api/live/${LIVE_TOPICS.formFields}`, {
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    repo.list = () => {
      loads += 1;
      return list();
    };
    try {
      for (let i = 0; i < 50; i += 1) server.services.hub.publish(LIVE_TOPICS.formFields);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(loads).toBe(1);
    } finally {
      repo.list = list;
      controller.abort();
    }
  });
});
