import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '../shared/limits';
import type { ServerConfig } from './config';
import { installAuthContext } from './http/auth-context';
import { registerDesktopCors } from './http/cors';
import { installErrorHandler } from './http/error-handler';
import { installGracefulClose } from './http/graceful-close';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './http/rate-limits';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebApp } from './http/static-web';
import { createLiveSources } from './live/live-sources';
import { registerAdminSummaryRoutes } from './routes/admin-summary';
import { registerAuthRoutes } from './routes/auth';
import { registerBerkasAdminRoutes } from './routes/berkas-admin';
import { registerBerkasPublicRoutes } from './routes/berkas-public';
import { registerFormFieldRoutes } from './routes/form-fields';
import { registerHealthRoutes } from './routes/health';
import { registerHistoriRoutes } from './routes/histori';
import { registerLiveRoutes } from './routes/live';
import { registerProfileRoutes } from './routes/profile';
import { registerSettingsRoutes } from './routes/settings';
import { registerUserRoutes } from './routes/users';
import type { PortalServices } from './services';

export interface BuildAppOptions {
  config: Pick<
    ServerConfig,
    'webDir' | 'logLevel' | 'shutdownGraceMs' | 'desktopOrigins' | 'publicUrl'
  >;
  services: PortalServices;
  version: string;
  /** Session cookies marked Secure: when the portal is reached over https. */
  secureCookies: boolean;
  rateLimits?: RateLimitSettings;
  heartbeatMs?: number;
}

/** Assembles the HTTP application: headers, error handling, sessions, API routes, the web app. */
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
  registerSecurityHeaders(app);
  await registerDesktopCors(app, options.config.desktopOrigins);
  await app.register(fastifyCookie);

  const { services } = options;
  installAuthContext(app, {
    ...services,
    trustedOrigins: options.config.desktopOrigins,
    publicUrl: options.config.publicUrl,
    secureCookies: options.secureCookies,
  });
  const limits = createRateLimits(options.rateLimits ?? DEFAULT_RATE_LIMITS);

  registerHealthRoutes(app, options.version);
  registerSettingsRoutes(app, services.settings);
  registerAuthRoutes(app, {
    auth: services.auth,
    sessions: services.sessions,
    limits,
    secureCookies: options.secureCookies,
  });
  registerProfileRoutes(app, services.auth);
  registerUserRoutes(app, services.userAdmin);
  registerHistoriRoutes(app, services.histori);
  registerAdminSummaryRoutes(app, services.users);
  registerBerkasPublicRoutes(app, {
    fields: services.formFields,
    submissions: services.submissions,
    intake: services.intake,
    files: services.files,
    limits,
    revision: services.revision,
  });
  registerBerkasAdminRoutes(app, {
    submissions: services.submissions,
    workflow: services.workflow,
    revisions: services.revisions,
    files: services.files,
  });
  registerFormFieldRoutes(app, {
    fields: services.formFields,
    histori: services.histori,
    hub: services.hub,
  });
  registerLiveRoutes(app, {
    hub: services.hub,
    sources: createLiveSources(services),
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
  });

  await registerWebApp(app, options.config.webDir);
  return app;
}
