import { spawnSync } from 'node:child_process';
import { ensureWebBuild } from '../../scripts/web-build.mjs';

/** The real web build (when stale) and the navigation harness, before any browser starts. */
export default async function globalSetup(): Promise<void> {
  await ensureWebBuild({ quiet: true });
  const harness = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '-c',
      'tests/e2e/harness/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (harness.status !== 0) throw new Error('Gagal membangun harness navigasi.');
}
