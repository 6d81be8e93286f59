import { describe, expect, it, vi } from 'vitest';
import type { Backend, Unsubscribe } from './contract';
import { deferredApi } from './deferred-api';

interface CounterApi {
  count(step: number): Promise<number>;
  watchCount(onValue: (value: number) => void): Unsubscribe;
}

function counterApi(): CounterApi {
  return {
    count: (step) => Promise.resolve(step + 1),
    watchCount: (onValue) => {
      onValue(7);
      return () => undefined;
    },
  };
}

describe('deferredApi', () => {
  it('loads the code on first use, once, and forwards calls and subscriptions', async () => {
    const load = vi.fn(() => Promise.resolve(counterApi()));
    const api = deferredApi(load, { count: true, watchCount: true });
    expect(load).not.toHaveBeenCalled();

    expect(await api.count(1)).toBe(2);
    const seen: number[] = [];
    const stop = api.watchCount((value) => seen.push(value));
    await vi.waitFor(() => expect(seen).toEqual([7]));
    stop();
    expect(load).toHaveBeenCalledTimes(1);
  });

  // The lists are checked by `npm run typecheck` (this file is in tsconfig.web.json): every
  // expected error below fails the typecheck if the line under it ever compiles.
  it('does not compile when the list misses a method or names one that does not exist', () => {
    const load = () => Promise.resolve(counterApi());
    // @ts-expect-error watchCount is missing from the list.
    const missing = deferredApi(load, { count: true });
    // @ts-expect-error `reset` is not a method of the API.
    const extra = deferredApi(load, { count: true, watchCount: true, reset: true });
    // @ts-expect-error an explicit type does not help: the list must still name every method.
    const explicit = deferredApi<CounterApi>(load, { watchCount: true });
    expect([missing, extra, explicit].every((api) => typeof api === 'object')).toBe(true);
  });

  it('holds the real lists to the contract: berkasAdmin without downloadFile does not compile', () => {
    const load = (): Promise<Backend['berkasAdmin']> => new Promise(() => undefined);
    // @ts-expect-error downloadFile is missing.
    const api = deferredApi(load, {
      list: true,
      counts: true,
      workQueue: true,
      watchChanges: true,
      detail: true,
      verify: true,
      approve: true,
      finish: true,
    });
    expect(Object.keys(api)).not.toContain('downloadFile');
  });
});
