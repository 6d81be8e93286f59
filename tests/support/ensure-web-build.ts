import { ensureWebBuild } from '../../scripts/web-build.mjs';

/** Vitest global setup: the server tests serve the real web build, built when stale. */
export default function setup(): void {
  ensureWebBuild({ quiet: true });
}
