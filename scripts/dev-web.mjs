// `npm run dev:web`: the embedded server (restarted when its code changes) and Vite's dev server
// with hot reload, which forwards /api to it. Open the address Vite prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, BEM_PORT: process.env.BEM_PORT ?? '8080' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '-c', 'vite.web.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, BEM_API_PROXY: `http://127.0.0.1:${env.BEM_PORT}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
