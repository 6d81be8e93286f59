import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-seed';
import { DEMO_VOTERS } from './seed/demo-evoting';
import { startPortalServer } from './server';

/**
 * `npm start` ends here: configuration from the environment, then the server, and a clean stop on
 * SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the database).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startPortalServer(config);
  const log = server.app.log;
  if (server.migrated.length > 0) log.info({ versions: server.migrated }, 'database migrated');
  if (server.seeded) log.info('demo data seeded');

  const shownUrl = config.publicUrl ?? server.url;
  process.stdout.write(
    [
      '',
      '  Portal BEM KM Poltek Nuklir berjalan.',
      `  Buka:        ${shownUrl}`,
      `  Kesehatan:   ${server.url}/api/health`,
      `  Data:        ${config.dataDir}`,
      `  Mode demo:   ${config.demo ? 'ya' : 'tidak'}`,
      ...(config.demo
        ? [
            `  Akun demo (kata sandi ${DEMO_PASSWORD}):`,
            ...DEMO_ACCOUNTS.map(
              (a) =>
                `    ${a.email.padEnd(20)} ${a.role}${a.kementerian ? ` — ${a.kementerian}` : ''}`,
            ),
            `  Pemilih demo (/login-pemilih): ${DEMO_VOTERS.map((v) => v.email).join(', ')}`,
          ]
        : []),
      `  Surat keluar: ${config.smtpUrl ? 'SMTP' : `${config.dataDir}/outbox`}`,
      '  Tekan Ctrl+C untuk berhenti.',
      '',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    server.close().then(
      () => {
        process.stdout.write('  Server berhenti; data tersimpan.\n');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // The operator's mistakes get their Indonesian message alone; the unexpected, its stack.
  const message =
    error instanceof ConfigError || error instanceof DataDirInUseError
      ? error.message
      : String((error as Error)?.stack ?? error);
  process.stderr.write(`Gagal menjalankan server: ${message}\n`);
  process.exit(1);
});
