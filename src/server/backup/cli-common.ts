import { ConfigError } from '../config';
import { BackupError } from './backup-error';
import { DataDirInUseError } from '../db/data-dir-lock';

/** Prints Indonesian lines to stdout. */
export const say = (...lines: string[]): void => {
  process.stdout.write(`${lines.join('\n')}\n`);
};

export const humanSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024).toLocaleString('id-ID')} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;

/**
 * Runs a CLI's work and exits: 0 on success, 1 on failure with one Indonesian line (the stack only
 * for the unexpected), the usage line when the arguments are wrong.
 */
export function runCli(what: string, usage: string, work: () => Promise<void>): void {
  work().then(
    () => process.exit(0),
    (error: unknown) => {
      const code = String((error as { code?: unknown } | undefined)?.code ?? '');
      const message = code.startsWith('ERR_PARSE_ARGS_')
        ? `argumen tidak dikenal (${(error as Error).message}). Pemakaian: ${usage}`
        : error instanceof BackupError ||
            error instanceof ConfigError ||
            error instanceof DataDirInUseError
          ? error.message
          : String((error as Error)?.stack ?? error);
      process.stderr.write(`Gagal ${what}: ${message}\n`);
      process.exit(1);
    },
  );
}
