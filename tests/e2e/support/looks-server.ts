import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface LooksServer {
  url: string;
  dispose(): Promise<void>;
}

const support = path.resolve('tests/e2e/support');

/**
 * The screenshot tests' server: a child process whose clock starts at LOOKS_INSTANT and whose
 * random ids repeat (looks-fixed-world.ts), so the demo data is the same on every run. A child,
 * because the runner's own process must keep the real clock for every other spec.
 */
export async function startLooksServer(): Promise<LooksServer> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(support, 'looks-fixed-world.ts'),
      path.join(support, 'looks-server-main.ts'),
    ],
    {
      cwd: path.resolve('.'),
      env: { ...process.env, TZ: 'Asia/Jakarta' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve((JSON.parse(line) as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the looks server stopped (exit ${code})`)));
  });
  return {
    url,
    async dispose() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
