import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_BODY_LIMIT_BYTES } from '../shared/limits';
import type { ServerConfig, TrustProxy } from './config';
import type { Db } from './db/database';
import { installAccessControl } from './http/access-control';
import { installAuthContext } from './http/auth-context';
import { registerDesktopCors } from './http/cors';
import { installRouteRegistry } from './http/route-registry';
import { installErrorHandler } from './http/error-handler';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { installGracefulClose } from './http/graceful-close';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './http/rate-limits';
import { registerSecurityHeaders } from './http/security-headers';
import { useIndonesianValidationMessages } from './http/zod-locale';
import { registerWebApp } from './http/static-web';
import { createLiveSources } from './live/live-sources';
import { registerAdminSummaryRoutes } from './routes/admin-summary';
import { registerAuthRoutes } from './routes/auth';
import { registerBerkasAdminRoutes } from './routes/berkas-admin';
import { registerBerkasPublicRoutes } from './routes/berkas-public';
import { registerFileRoutes } from './routes/files';
import { registerHealthRoutes } from './routes/health';
import { registerHistoriRoutes } from './routes/histori';
import { registerAnggaranOpenDataRoutes } from './routes/keterbukaan-anggaran';
import { registerPublicRedirects } from './routes/public-redirects';
import { registerDocumentRoutes } from './routes/documents';
import { createWitnessSessions } from './evoting/belenios/witness-sessions';
import { registerEvotingBallotRoutes } from './routes/evoting-ballot';
import { registerEvotingBeleniosRoutes } from './routes/evoting-belenios';
import { registerEvotingCommitteeRoutes } from './routes/evoting-committee';
import { registerEvotingMasterRoutes } from './routes/evoting-master';
import { registerEvotingRequestRoutes } from './routes/evoting-requests';
import { registerEvotingVoterRoutes } from './routes/evoting-voter';
import { registerImageRoutes } from './routes/images';
import { registerLiveRoutes } from './routes/live';
import { registerProfileRoutes } from './routes/profile';
import { registerSettingsRoutes } from './routes/settings';
import { registerScAdminRoutes } from './routes/sc-admin';
import { registerScPublicRoutes } from './routes/sc-public';
import { registerUserRoutes } from './routes/users';
import { registerVoterRoutes } from './routes/voters';
import { registerAllResourceRoutes } from './resources/resource-services';
import { registerAgendaRoutes } from './agenda/agenda-routes';
import { registerSiteInfoRoutes } from './routes/site-info';
import type { PortalServices } from './services';

export interface BuildAppOptions {
  config: Pick<
    ServerConfig,
    | 'webDir'
    | 'logLevel'
    | 'shutdownGraceMs'
    | 'desktopOrigins'
    | 'trustProxy'
    | 'liveStreams'
    | 'publicUrl'
  >;
  services: PortalServices;
  /** The server's database: the rate limits are stored in it. */
  db: Db;
  version: string;
  /** Session cookies marked Secure: when the portal is reached over https. */
  secureCookies: boolean;
  rateLimits?: RateLimitSettings;
  heartbeatMs?: number;
}

/**
 * Fastify 5 ignores a bare hop count (it cannot check the peer); a hop count here means what it
 * means in proxy-addr: trust the nearest n hops, whoever they are (docs: only on a server that the
 * proxy alone can reach).
 */
function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Assembles the HTTP application: headers, error handling, sessions, API routes, the web app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  useIndonesianValidationMessages();
  const app = Fastify({
    logger: {
      level: options.config.logLevel,
      // Tokens and cookies must never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: API_BODY_LIMIT_BYTES,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler,
    // Behind nginx, request.ip is the client named by X-Forwarded-For (BEM_TRUST_PROXY); without
    // it every client would share the proxy's address and its rate limits.
    trustProxy: fastifyTrustProxy(options.config.trustProxy ?? false),
  });
  // Before any route (CORS registers one): a route without an access declaration fails here. The
  // guards it adds run after the app-wide hooks, the auth context's included, whatever the order.
  installAccessControl(app);
  installRouteRegistry(app);
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
  const limits = createRateLimits(
    options.db,
    options.rateLimits ?? DEFAULT_RATE_LIMITS,
    () => app.log,
  );
  app.addHook('onClose', (_instance, done) => {
    limits.stop();
    done();
  });

  registerHealthRoutes(app, options.version);
  registerSiteInfoRoutes(app, options.config.publicUrl);
  registerSettingsRoutes(app, services.settings);
  registerAuthRoutes(app, {
    auth: services.auth,
    sessions: services.sessions,
    limits,
    secureCookies: options.secureCookies,
  });
  registerProfileRoutes(app, services.auth);
  registerVoterRoutes(app, {
    voterAuth: services.voterAuth,
    limits,
    secureCookies: options.secureCookies,
  });
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
  registerFileRoutes(app, { files: services.files, letterLinks: services.letterLinks });
  registerImageRoutes(app, {
    images: services.images,
    files: services.files,
    limits,
    elections: services.elections,
  });
  registerDocumentRoutes(app, { documents: services.documentFiles, files: services.files, limits });
  registerBerkasAdminRoutes(app, {
    submissions: services.submissions,
    workflow: services.workflow,
    revisions: services.revisions,
    files: services.files,
  });
  registerAllResourceRoutes(app, services.resources);
  registerAnggaranOpenDataRoutes(app, services.resources);
  registerAgendaRoutes(app, services.resources, options.config.publicUrl);
  registerEvotingRequestRoutes(app, services.evoting);
  registerEvotingMasterRoutes(app, { evoting: services.evoting, settings: services.settings });
  registerEvotingCommitteeRoutes(app, {
    elections: services.elections,
    evoting: services.evoting,
    limits,
  });
  registerEvotingVoterRoutes(app, services.evoting);
  registerEvotingBallotRoutes(app, { elections: services.elections, evoting: services.evoting });
  registerEvotingBeleniosRoutes(app, {
    elections: services.elections,
    evoting: services.evoting,
    witnesses: createWitnessSessions(options.db, services.elections.now),
    limits,
    secureCookies: options.secureCookies,
    mailer: services.mailer,
    publicUrl: services.publicUrl,
  });
  registerScPublicRoutes(app, { sc: services.sc, limits });
  registerScAdminRoutes(app, services.sc);
  // The clock of elections' states (evoting-events.ts) leaves no timer behind.
  app.addHook('onClose', async () => services.evoting.belenios.close());
  app.addHook('onClose', (_instance, done) => {
    services.evoting.events.stop();
    done();
  });
  registerPublicRedirects(app);
  const liveSources = createLiveSources(services);
  registerLiveRoutes(app, {
    hub: services.hub,
    sources: liveSources,
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    ...(options.config.liveStreams ? { limits: options.config.liveStreams } : {}),
  });

  await registerWebApp(app, options.config.webDir, {
    sources: liveSources,
    hub: services.hub,
    origin: options.config.publicUrl,
  });
  return app;
}
