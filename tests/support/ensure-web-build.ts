import { ensureWebBuild } from '../../scripts/web-build.mjs';

/** Vitest global setup: the server tests serve the real web build, built when stale. */
export default async function setup(): Promise<void> {
  await ensureWebBuild({ quiet: true });
}
