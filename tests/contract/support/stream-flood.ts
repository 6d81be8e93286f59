import { Worker } from 'node:worker_threads';

export interface FloodCounts {
  accepted: number;
  refused: Record<string, number>;
  errors: number;
  /** Snapshots the held streams received after their first one. */
  snapshots: number;
}

export interface FloodOptions {
  port: number;
  path: string;
  concurrency: number;
  attemptTimeoutMs: number;
  waves: { addresses: string[]; attempts: number }[];
}

/** Live streams opened from a worker thread (stream-flood-worker.mjs), held until `close`. */
export function startStreamFlood(options: FloodOptions) {
  const worker = new Worker(new URL('./stream-flood-worker.mjs', import.meta.url), {
    workerData: options,
  });
  const nextMessage = <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const done = nextMessage<{ counts: FloodCounts; samples: Record<string, string> }>();
  return {
    done,
    async stats(): Promise<FloodCounts> {
      const reply = nextMessage<{ counts: FloodCounts }>();
      worker.postMessage('stats');
      return (await reply).counts;
    },
    async close(): Promise<void> {
      const closed = nextMessage();
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

export const localAddresses = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `127.0.0.${from + i}`);
