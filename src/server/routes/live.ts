import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LIVE_EVENTS, LIVE_TOPICS, type LiveTopic } from '../../shared/live';
import { LIVE_HEARTBEAT_MS } from '../../shared/limits';
import { AppError, parseInput } from '../http/app-error';
import { sessionTokenOf } from '../http/auth-context';
import type { LiveHub } from '../live/live-hub';
import type { LiveSource, LiveSources } from '../live/live-sources';
import { openSseStream, type SseStream } from '../live/sse-stream';

const topics = Object.values(LIVE_TOPICS) as [LiveTopic, ...LiveTopic[]];
const paramsSchema = z.object({ '*': z.enum(topics) });

export interface LiveRouteOptions {
  hub: LiveHub;
  sources: LiveSources;
  heartbeatMs?: number;
}

/** GET /api/live/{topic}: a snapshot now and after every change, as Server-Sent Events. */
export function registerLiveRoutes(app: FastifyInstance, options: LiveRouteOptions): void {
  const open = new Set<SseStream>();
  // Open streams would keep `close()` waiting forever; end them first so shutdown can finish.
  app.addHook('preClose', (done) => {
    for (const stream of open) stream.close();
    done();
  });

  app.get('/api/live/*', (request, reply) => {
    const { '*': topic } = parseInput(paramsSchema, request.params);
    const source: LiveSource = options.sources[topic];
    const viewer = { token: sessionTokenOf(request) };
    // Checked before the stream opens, so a refusal is an ordinary JSON 401/403.
    const first = source.load(viewer);
    let unsubscribe = (): void => {};
    const stream = openSseStream(request, reply, {
      heartbeatMs: options.heartbeatMs ?? LIVE_HEARTBEAT_MS,
      onClose: () => {
        unsubscribe();
        open.delete(stream);
      },
    });
    open.add(stream);
    const sendSnapshot = (): void => {
      try {
        stream.send(LIVE_EVENTS.snapshot, source.load(viewer));
      } catch (error) {
        // A viewer who lost access (signed out, disabled) is told why and the stream ends.
        const code = error instanceof AppError ? error.code : 'INTERNAL';
        if (!(error instanceof AppError))
          request.log.error({ err: error, topic }, 'live snapshot failed');
        stream.send(LIVE_EVENTS.error, { code });
        stream.close();
      }
    };
    unsubscribe = options.hub.subscribe(topic, sendSnapshot);
    stream.send(LIVE_EVENTS.snapshot, first);
  });
}
