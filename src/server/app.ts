import Fastify, { type FastifyInstance } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '../shared/limits';
import type { ServerConfig } from './config';
import { installErrorHandler } from './http/error-handler';
import { installGracefulClose } from './http/graceful-close';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/static-web';
import type { LiveHub } from './live/live-hub';
import { createLiveSources } from './live/live-sources';
import { registerHealthRoutes } from './routes/health';
import { registerLiveRoutes } from './routes/live';
import { registerSettingsRoutes } from './routes/settings';
import type { SettingsService } from './settings/settings-service';

export interface PortalServices {
  hub: LiveHub;
  settings: SettingsService;
}

export interface BuildAppOptions {
  config: Pick<ServerConfig, 'webDir' | 'logLevel' | 'shutdownGraceMs'>;
  services: PortalServices;
  version: string;
  heartbeatMs?: number;
}

/** Assembles the HTTP application: headers, error handling, API routes, then the web app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.config.logLevel,
      // Tokens and cookies must never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: API_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  installErrorHandler(app);
  installGracefulClose(app);
  await registerSecurityHeaders(app);

  const { services } = options;
  registerHealthRoutes(app, options.version);
  registerSettingsRoutes(app, services.settings);
  registerLiveRoutes(app, {
    hub: services.hub,
    sources: createLiveSources(services),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });

  await registerWebApp(app, options.config.webDir);
  return app;
}
