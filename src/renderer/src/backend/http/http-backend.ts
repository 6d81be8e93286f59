import { healthSchema } from '../../../../shared/health';
import { LIVE_TOPICS, liveTopicPath } from '../../../../shared/live';
import { generalSettingsSchema } from '../../../../shared/settings';
import type { Backend } from '../contract';
import { createHttpClient, type HttpClientOptions } from './http-client';
import { openLiveStream } from './live-stream';

export interface HttpBackendOptions extends HttpClientOptions {
  /** Overrides for live streams (tests shorten them). */
  live?: { silenceTimeoutMs?: number; retryInitialMs?: number; retryMaxMs?: number };
}

/** The Backend served by the embedded server over HTTP and Server-Sent Events. */
export function createHttpBackend(options: HttpBackendOptions): Backend {
  const client = createHttpClient(options);
  return {
    kind: 'http',
    health: () => client.get('/api/health', healthSchema),
    settings: {
      getGeneral: () => client.get('/api/settings/general', generalSettingsSchema),
      watchGeneral: (observer) =>
        openLiveStream({
          client,
          path: liveTopicPath(LIVE_TOPICS.generalSettings),
          schema: generalSettingsSchema,
          observer,
          ...options.live,
        }),
    },
  };
}
