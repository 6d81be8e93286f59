import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ENTRY = path.resolve('tests/bench/belenios-encrypt-entry.ts');
const OUTPUT = path.resolve('dist/bench/belenios-encrypt.js');

/**
 * The booth's encryption code (belenios-encrypt-entry.ts) bundled for the browser with esbuild
 * (from node_modules, as Vite bundles the worker), written to dist/bench/ to look at, and
 * returned as the script a bench page adds.
 */
export async function encryptionBundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error('Bundle enkripsi kosong');
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, code);
  return code;
}
