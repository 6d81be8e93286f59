import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LIVE_HEARTBEAT_MS } from '../../shared/limits';
import { parseInput } from '../http/app-error';
import { sessionTokenOf } from '../http/auth-context';
import { access } from '../http/route-access';
import { LiveBroadcaster } from '../live/live-broadcaster';
import type { LiveHub } from '../live/live-hub';
import type { LiveSources } from '../live/live-sources';
import { openSseStream } from '../live/sse-stream';
import {
  DEFAULT_LIVE_LIMITS,
  openFileLimit,
  StreamAdmission,
  streamCapFor,
  type LiveLimits,
} from '../live/stream-admission';

export interface LiveRouteOptions {
  hub: LiveHub;
  sources: LiveSources;
  heartbeatMs?: number;
  limits?: Partial<LiveLimits>;
}

/** GET /api/live/{topic}: a snapshot now and after every change, as Server-Sent Events. */
export function registerLiveRoutes(app: FastifyInstance, options: LiveRouteOptions): void {
  // The fixed topics and every declared collection's: whatever has a source.
  const topics = Object.keys(options.sources) as [string, ...string[]];
  const paramsSchema = z.object({ '*': z.enum(topics) });
  const querySchema = z.object({ p: z.string().max(1000).optional() });
  const limits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
  const maxStreams = streamCapFor(limits.maxStreams, openFileLimit());
  if (maxStreams < limits.maxStreams)
    app.log.warn(
      { configured: limits.maxStreams, maxStreams },
      'live stream cap lowered to half the open-file limit; raise LimitNOFILE to allow more',
    );
  const admission = new StreamAdmission({ ...limits, maxStreams });
  const broadcaster = new LiveBroadcaster(
    options.hub,
    options.sources,
    app.log,
    options.heartbeatMs ?? LIVE_HEARTBEAT_MS,
  );
  // Open streams would keep `close()` waiting forever; end them first so shutdown can finish.
  app.addHook('preClose', (done) => {
    broadcaster.closeAll();
    done();
  });

  // Each topic's source says who may watch it (live-sources.ts), as the access key of what they
  // see; the guard (access-control.ts) asks it before anything else and hands the key on here.
  const keys = new WeakMap<FastifyRequest, string>();
  const viewerOf = (request: FastifyRequest) => ({
    token: sessionTokenOf(request),
    voterToken: request.cookies[request.voterCookie],
  });
  const topicOf = (request: FastifyRequest) => parseInput(paramsSchema, request.params)['*'];
  // A parameterised topic's parameter (live-source.ts): `?p={JSON}`.
  const paramOf = (request: FastifyRequest) => parseInput(querySchema, request.query).p;
  const mayWatch = (request: FastifyRequest) => {
    const source = options.sources[topicOf(request)]!;
    keys.set(request, source.access(viewerOf(request), paramOf(request)));
  };
  const guarded = { config: { access: access.custom("the live topic's own viewers", mayWatch) } };

  app.get('/api/live/*', guarded, (request, reply) => {
    const topic = topicOf(request);
    const viewer = viewerOf(request);
    // Every refusal happens before the stream opens, as an ordinary JSON answer: 401/403 when the
    // viewer may not watch (anonymous ones without a database read), 429/503 over a cap.
    const param = paramOf(request);
    const key = keys.get(request) ?? options.sources[topic]!.access(viewer, param);
    const admitted = admission.admit(request.ip);
    if (!admitted.ok) {
      // The refused connection is closed, so a flood of attempts does not hold descriptors.
      reply.header('Retry-After', admitted.retryAfterSeconds).header('Connection', 'close');
      throw admitted.error;
    }
    let first: Buffer;
    try {
      first = broadcaster.currentFrame(topic, key);
    } catch (error) {
      admitted.release();
      throw error;
    }
    const stream = openSseStream(request, reply, {
      maxAgeMs: limits.maxAgeMs,
      maxBufferedBytes: limits.maxBufferedBytes,
      onClose: () => {
        admitted.release();
        broadcaster.remove(topic, watcher);
      },
    });
    const watcher = broadcaster.add(topic, viewer, key, stream, first, param);
    stream.write(first);
  });
}
