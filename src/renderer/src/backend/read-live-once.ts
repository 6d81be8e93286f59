import type { LiveObserver, Unsubscribe } from './contract';

/**
 * The first snapshot of a live topic, then the stream ends: for data a screen needs but need not
 * follow. A browser gives a site six connections over HTTP/1.1 and every open live stream holds
 * one, so a page keeps watching only what must stay current (issue 20).
 */
export function readLiveOnce<T>(watch: (observer: LiveObserver<T>) => Unsubscribe): Promise<T> {
  return new Promise((resolve, reject) => {
    // A backend may answer during watch() itself, before its stop function is known.
    const stream: { done: boolean; stop?: Unsubscribe } = { done: false };
    const finish = () => {
      stream.done = true;
      stream.stop?.();
    };
    stream.stop = watch({
      next: (value) => {
        if (stream.done) return;
        finish();
        resolve(value);
      },
      error: (error) => {
        if (stream.done) return;
        finish();
        reject(error);
      },
    });
    if (stream.done) stream.stop();
  });
}
