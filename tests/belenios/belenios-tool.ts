import { spawnSync } from 'node:child_process';

/**
 * Running Debian's belenios-tool 2.0 from tests (issue 34), and why its tests skip when it is
 * missing (printed once, at collection time). BELENIOS_TOOL names another binary (or a missing
 * one, to see the skip).
 */

const BINARY = process.env.BELENIOS_TOOL ?? 'belenios-tool';

export interface ToolRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runTool(
  args: readonly string[],
  options: { cwd: string; input?: string },
): ToolRun {
  const run = spawnSync(BINARY, args, {
    cwd: options.cwd,
    input: options.input ?? '',
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs belenios-tool and returns its standard output; throws with its messages when it fails. */
export function tool(args: readonly string[], options: { cwd: string; input?: string }): string {
  const run = runTool(args, options);
  if (run.status !== 0) {
    throw new Error(
      `belenios-tool ${args.join(' ')} gagal (${run.status}): ${run.stderr}${run.stdout}`,
    );
  }
  return run.stdout;
}

let warned = false;

/** The skip reason when belenios-tool 2.0 is not installed, or null when it is. */
export function beleniosSkipReason(): string | null {
  const run = spawnSync(BINARY, ['--version'], { encoding: 'utf8' });
  let reason: string | null = null;
  if (run.error) {
    reason = `${BINARY} tidak ditemukan (apt-get install -y belenios-tool)`;
  } else if (!/^2\.0\b/.test(run.stdout.trim())) {
    reason = `belenios-tool versi ${run.stdout.trim() || '?'}, bukan 2.0`;
  }
  if (reason !== null && !warned) {
    warned = true;
    console.warn(`Uji interop Belenios dilewati: ${reason}.`);
  }
  return reason;
}
