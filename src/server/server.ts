import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { SESSION_PURGE_EVERY_MS, startSessionPurge } from './accounts/session-purge';
import { startDailyBackups } from './backup/daily-backups';
import { cleanUpStoredFiles } from './berkas/file-cleanup';
import { removeAbandonedNewQuestions } from './berkas/form-field-cleanup';
import { removeUnreferencedDocuments } from './dokumen/document-cleanup';
import { removeUnreferencedImages } from './images/image-cleanup';
import type { ServerConfig } from './config';
import { closeDatabase, openDatabase, type Db } from './db/database';
import { lockDataDir, SERVER_HOLDER } from './db/data-dir-lock';
import { migrate } from './db/migrations';
import type { RateLimitSettings } from './http/rate-limits';
import { ensureInitialMaster, seedDemoData } from './seed/demo-seed';
import { createServices, type PortalServices } from './services';
import { APP_VERSION } from './app-version';
import type { AnyResource } from '../shared/resources/resource';

export interface PortalServer {
  app: FastifyInstance;
  db: Db;
  services: PortalServices;
  /** The address the server listens on, e.g. http://127.0.0.1:8080. */
  url: string;
  migrated: number[];
  seeded: boolean;
  /**
   * Stops accepting, lets in-flight requests finish (up to the grace period), closes the database
   * and frees the data dir.
   */
  close(): Promise<void>;
}

export async function startPortalServer(
  config: ServerConfig,
  options: {
    heartbeatMs?: number;
    rateLimits?: RateLimitSettings;
    /** How often sessions past their limits are purged while running (tests shorten it). */
    sessionPurgeMs?: number;
    /** Collections declared besides RESOURCES (a test's throw-away collection). */
    extraResources?: readonly AnyResource[];
    /** The clock of elections' states (a contract test moves it past a start or an end). */
    clock?: () => number;
  } = {},
): Promise<PortalServer> {
  // Before the database is opened or any file touched: another server on this dir would write the
  // same database and delete this one's uploads in progress. Refused with DataDirInUseError.
  const lock = lockDataDir(config.dataDir, SERVER_HOLDER);
  let db: Db;
  try {
    db = openDatabase(config.dataDir);
  } catch (error) {
    lock.release();
    throw error;
  }
  let stopPurge = (): void => {};
  try {
    const migrated = migrate(db);
    // Services are made before the app (the app needs them); they reach its logger and address later.
    const late: { app?: FastifyInstance; url: string } = { url: '' };
    const services = createServices(
      db,
      {
        ...config,
        publicUrl: () => config.publicUrl ?? late.url,
        ...(options.extraResources ? { extraResources: options.extraResources } : {}),
        ...(options.clock ? { clock: options.clock } : {}),
      },
      () => late.app!.log,
    );
    const seeded = config.demo ? await seedDemoData(db, services) : false;
    await ensureInitialMaster(services, config.initialMaster);
    const purgeSessions = () =>
      services.sessions.purgeExpired() +
      services.voterSessions.purgeExpired() +
      services.auth.purgeExpiredResets() +
      services.voterAuth.purgeExpiredResets();
    purgeSessions();
    const { sessionPurgeMs, extraResources: _declared, clock: _clock, ...appOptions } = options;
    const app = await buildApp({
      config,
      services,
      db,
      version: APP_VERSION,
      secureCookies: (config.publicUrl ?? '').startsWith('https:'),
      ...appOptions,
    });
    late.app = app;
    // Before listening: what a crash left between writing a file and committing its row.
    cleanUpStoredFiles({ db, dataDir: config.dataDir, log: app.log });
    removeUnreferencedImages({ db, files: services.files, log: app.log });
    removeUnreferencedDocuments({ db, files: services.files, log: app.log });
    removeAbandonedNewQuestions({
      fields: services.formFields,
      histori: services.histori,
      log: app.log,
    });
    stopPurge = startSessionPurge({
      purge: purgeSessions,
      everyMs: sessionPurgeMs ?? SESSION_PURGE_EVERY_MS,
      log: () => app.log,
    });
    app.addHook('onClose', (_instance, done) => {
      stopPurge();
      closeDatabase(db);
      lock.release();
      done();
    });
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    late.url = url;
    lock.setUrl(url);
    const backups = config.backups
      ? startDailyBackups({ dataDir: config.dataDir, ...config.backups, log: app.log })
      : undefined;

    let closing: Promise<void> | undefined;
    const running = app;
    const close = (): Promise<void> => {
      closing ??= (async () => {
        // In-flight requests get the grace period; after it, remaining connections are cut.
        const force = setTimeout(
          () => running.server.closeAllConnections(),
          config.shutdownGraceMs,
        );
        force.unref();
        try {
          await backups?.stop();
          await running.close();
        } finally {
          clearTimeout(force);
          closeDatabase(db);
          lock.release();
        }
      })();
      return closing;
    };
    return { app: running, db, services, url, migrated, seeded, close };
  } catch (error) {
    stopPurge();
    closeDatabase(db);
    lock.release();
    throw error;
  }
}
