import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live/stream-admission';

/**
 * Server configuration, read from environment variables. Every variable has a default that suits
 * `npm start` on a laptop; a real install sets at least BEM_DATA_DIR and BEM_PUBLIC_URL.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** Where the desktop app's pages come from (src/main/renderer-source.ts). */
export const DESKTOP_APP_ORIGIN = 'app://bem';

function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    // Standard schemes serialise their origin; app:// is registered as standard in the app.
    const origin = url.origin === 'null' ? `${url.protocol}//${url.host}` : url.origin;
    return origin === value;
  } catch {
    return false;
  }
}

/**
 * Which peers may name the client in X-Forwarded-For: none (false), the nearest n hops, or the
 * proxies' addresses/CIDRs (or proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .default('0')
  .transform((value, context): TrustProxy => {
    const text = value.trim();
    if (['', '0', 'false', 'no'].includes(text)) return false;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'harus 0 (mati), jumlah proxy di depan server (mis. 1), atau daftar alamat/CIDR proxy (mis. 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  BEM_HOST: z.string().min(1).default('127.0.0.1'),
  BEM_PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  BEM_DATA_DIR: z.string().min(1).default('data'),
  BEM_WEB_DIR: z.string().min(1).default('dist/web'),
  BEM_PUBLIC_URL: z.string().url().optional(),
  BEM_DEMO: booleanFlag.default(true),
  BEM_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  BEM_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  BEM_SMTP_URL: z.string().url().optional(),
  BEM_MAIL_FROM: z.string().min(3).default('Portal BEM KM Poltek Nuklir <no-reply@localhost>'),
  BEM_MASTER_EMAIL: z.string().email().optional(),
  BEM_MASTER_PASSWORD: z.string().min(12).optional(),
  // Empty means off, like unset: `BEM_BACKUP_DIR=` in an environment file switches backups off.
  BEM_BACKUP_DIR: z.string().optional(),
  BEM_BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  BEM_LIVE_MAX_STREAMS: z.coerce.number().int().min(1).default(DEFAULT_LIVE_LIMITS.maxStreams),
  BEM_LIVE_MAX_STREAMS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_LIVE_LIMITS.maxStreamsPerAddress),
  BEM_LIVE_MAX_AGE_MINUTES: z.coerce
    .number()
    .min(1)
    .default(DEFAULT_LIVE_LIMITS.maxAgeMs / 60_000),
  BEM_DESKTOP_ORIGINS: z
    .string()
    .default(DESKTOP_APP_ORIGIN)
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((origin) => isExactOrigin(origin), {
          message: 'harus berupa origin persis, mis. app://bem atau http://localhost:5173',
        }),
      ),
    ),
  BEM_TRUST_PROXY: trustProxySchema,
});

export interface ServerConfig {
  host: string;
  port: number;
  /** Absolute path of the folder holding the SQLite database and uploaded files. */
  dataDir: string;
  /** Absolute path of the built web app; the server answers API calls only when it is missing. */
  webDir: string;
  /** The address users reach the portal at (links in e-mails); defaults to the listen address. */
  publicUrl: string | undefined;
  demo: boolean;
  logLevel: z.infer<typeof envSchema>['BEM_LOG_LEVEL'];
  /** How long shutdown waits for in-flight requests before closing connections anyway. */
  shutdownGraceMs: number;
  /** SMTP server for outgoing mail (smtp[s]://user:pass@host:port); without it mail goes to the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The first master account of a real install, created on start when no master exists. */
  initialMaster: { email: string; password: string } | undefined;
  /** Origins whose pages may call the API with a bearer token (the desktop app's app://bem). */
  desktopOrigins: string[];
  /** Daily backups by the server itself (src/server/backup), on when BEM_BACKUP_DIR is set. */
  backups?: { dir: string; keep: number } | undefined;
  /** Behind a reverse proxy: whose X-Forwarded-For names the client (off when absent). */
  trustProxy?: TrustProxy;
  /** Caps of the live streams (/api/live/*); unset fields keep their defaults. */
  liveStreams?: Partial<LiveLimits>;
}

export class ConfigError extends Error {}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Konfigurasi tidak valid:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    host: e.BEM_HOST,
    port: e.BEM_PORT,
    dataDir: path.resolve(cwd, e.BEM_DATA_DIR),
    webDir: path.resolve(cwd, e.BEM_WEB_DIR),
    publicUrl: e.BEM_PUBLIC_URL,
    demo: e.BEM_DEMO,
    logLevel: e.BEM_LOG_LEVEL,
    shutdownGraceMs: e.BEM_SHUTDOWN_GRACE_MS,
    smtpUrl: e.BEM_SMTP_URL,
    mailFrom: e.BEM_MAIL_FROM,
    initialMaster:
      e.BEM_MASTER_EMAIL && e.BEM_MASTER_PASSWORD
        ? { email: e.BEM_MASTER_EMAIL.toLowerCase(), password: e.BEM_MASTER_PASSWORD }
        : undefined,
    desktopOrigins: e.BEM_DESKTOP_ORIGINS,
    backups: e.BEM_BACKUP_DIR
      ? { dir: path.resolve(cwd, e.BEM_BACKUP_DIR), keep: e.BEM_BACKUP_KEEP }
      : undefined,
    trustProxy: e.BEM_TRUST_PROXY,
    liveStreams: {
      maxStreams: e.BEM_LIVE_MAX_STREAMS,
      maxStreamsPerAddress: e.BEM_LIVE_MAX_STREAMS_PER_ADDRESS,
      maxAgeMs: e.BEM_LIVE_MAX_AGE_MINUTES * 60_000,
    },
  };
}
