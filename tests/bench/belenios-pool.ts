import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { BeleniosTask } from './belenios-worker';

/**
 * A pool of availableParallelism() threads running belenios-worker.ts (TypeScript, loaded
 * through tsx as the server's own ballot checker loads its worker). The caller destroys it when
 * done: idle threads would still hold memory, and must not compete with what is measured next.
 */
export function beleniosPool() {
  const pool = new Piscina({
    filename: new URL('./belenios-worker.ts', import.meta.url).href,
    maxThreads: availableParallelism(),
    execArgv: ['--import', 'tsx'],
  });
  return {
    threads: availableParallelism(),
    run: (task: BeleniosTask) => pool.run(task) as Promise<string>,
    destroy: () => pool.destroy(),
  };
}
