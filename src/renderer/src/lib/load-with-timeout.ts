export class PageLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Page chunk did not load within ${timeoutMs} ms`);
    this.name = 'PageLoadTimeoutError';
  }
}

/** A page chunk that neither loads nor fails (a stalled connection) fails after `timeoutMs`. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
