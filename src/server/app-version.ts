import { createRequire } from 'node:module';

/**
 * The portal's version, from package.json. Read in one module two folders below the root, so a
 * bundle of the server (the crash-safety test bundles one into dist/crash-server/) finds the file
 * at the same relative path as the sources do.
 */
export const APP_VERSION = (
  createRequire(import.meta.url)('../../package.json') as { version: string }
).version;
