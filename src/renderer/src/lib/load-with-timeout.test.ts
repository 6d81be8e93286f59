import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithTimeout, PageLoadTimeoutError } from './load-with-timeout';

afterEach(() => vi.useRealTimers());

describe('loadWithTimeout', () => {
  it('passes a loaded chunk through', async () => {
    await expect(loadWithTimeout(() => Promise.resolve('page'), 1000)).resolves.toBe('page');
  });

  it('passes a failed chunk through', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('offline')), 1000)).rejects.toThrow(
      'offline',
    );
  });

  it('fails a chunk that stalls past the limit (SPEC.md §9: 120 s)', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => {}), 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });
});
