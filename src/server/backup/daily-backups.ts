import path from 'node:path';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { backupFileName } from './archive-layout';
import { createBackup, type BackupResult } from './create-backup';
import { newestBackupAgeMs, pruneBackups } from './retention';

/** Every day at 02:00 Western Indonesian Time, when the portal is quietest. */
export const DAILY_BACKUP_PATTERN = '0 2 * * *';
export const BACKUP_TIMEZONE = 'Asia/Jakarta';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailyBackupOptions {
  dataDir: string;
  /** Folder the archives go to. */
  dir: string;
  /** How many of the newest archives are kept; older ones are deleted after a successful backup. */
  keep: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
  /** The schedule, DAILY_BACKUP_PATTERN unless a test needs a faster one. */
  pattern?: string;
}

export interface DailyBackups {
  /** Takes a backup now (or joins the one running) and prunes; resolves undefined on failure. */
  runNow(reason?: string): Promise<BackupResult | undefined>;
  /** When the next scheduled backup is due. */
  nextRun(): Date | null;
  /** Resolves when the start-up check and any backup in progress are done (for tests). */
  idle(): Promise<void>;
  /** Cancels the schedule and a backup in progress, and waits until it has stopped. */
  stop(): Promise<void>;
}

/**
 * The server's own backups: one a day on a schedule, plus one right after start when the newest
 * archive is more than a day old (the machine was off at 02:00). Each start, finish and failure
 * goes to the log; a failure never stops the server.
 */
export function startDailyBackups(options: DailyBackupOptions): DailyBackups {
  const now = options.now ?? (() => new Date());
  const controller = new AbortController();
  let running: Promise<BackupResult | undefined> | undefined;

  const run = async (reason: string): Promise<BackupResult | undefined> => {
    const file = path.join(options.dir, backupFileName(now()));
    const started = Date.now();
    options.log.info({ archive: file, reason }, 'backup started');
    try {
      const result = await createBackup(options.dataDir, file, {
        signal: controller.signal,
        now,
      });
      options.log.info(
        {
          archive: result.file,
          bytes: result.bytes,
          files: result.manifest.files.length,
          schemaVersion: result.manifest.schemaVersion,
          ms: Date.now() - started,
        },
        'backup finished',
      );
      const removed = await pruneBackups(options.dir, options.keep);
      if (removed.length > 0) options.log.info({ removed }, 'old backups removed');
      return result;
    } catch (error) {
      if (controller.signal.aborted) options.log.warn({ archive: file }, 'backup cancelled');
      else options.log.error({ err: error, archive: file }, 'backup failed');
      return undefined;
    }
  };

  const runNow = (reason = 'manual'): Promise<BackupResult | undefined> => {
    if (controller.signal.aborted) return Promise.resolve(undefined);
    running ??= run(reason).finally(() => {
      running = undefined;
    });
    return running;
  };

  const job = new Cron(
    options.pattern ?? DAILY_BACKUP_PATTERN,
    // unref: the schedule alone never keeps a process alive; the server's socket does.
    { timezone: BACKUP_TIMEZONE, protect: true, unref: true },
    async () => {
      await runNow('schedule');
    },
  );
  const catchUp = newestBackupAgeMs(options.dir, now()).then(
    (age) => (age === undefined || age >= DAY_MS ? runNow('start') : undefined),
    (error: unknown) => {
      options.log.error({ err: error, dir: options.dir }, 'backup folder unreadable');
    },
  );

  return {
    runNow,
    nextRun: () => job.nextRun(),
    async idle() {
      await catchUp;
      await running;
    },
    async stop() {
      job.stop();
      controller.abort();
      await catchUp;
      await running;
    },
  };
}
