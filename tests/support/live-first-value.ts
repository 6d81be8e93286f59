import type { LiveObserver, Unsubscribe } from '../../src/renderer/src/backend/contract';

/** Resolves with the first value of a live read that passes `check`, or fails after `ms`. */
export function liveValue<T>(
  watch: (observer: LiveObserver<T>) => Unsubscribe,
  check: (value: T) => boolean = () => true,
  ms = 3_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let stop: Unsubscribe = () => {};
    let last: T | undefined;
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no matching live value in time; last ${JSON.stringify(last)}`));
    }, ms);
    stop = watch({
      next: (value) => {
        last = value;
        if (!check(value)) return;
        clearTimeout(timer);
        queueMicrotask(() => stop());
        resolve(value);
      },
      error: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
}
