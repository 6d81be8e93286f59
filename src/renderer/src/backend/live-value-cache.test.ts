import { describe, expect, it, vi } from 'vitest';
import type { Backend, LiveObserver } from './contract';
import { LiveValueCache } from './live-value-cache';

function fakeBackend() {
  const observers: LiveObserver<{ isEvotingPublished: boolean }>[] = [];
  const stop = vi.fn();
  // Only the settings part is exercised here.
  const watchGeneral = vi.fn((observer: LiveObserver<{ isEvotingPublished: boolean }>) => {
    observers.push(observer);
    return stop;
  });
  const backend = {
    kind: 'http',
    health: vi.fn(),
    settings: {
      getGeneral: vi.fn(),
      watchGeneral,
    },
  } as unknown as Backend;
  return { backend, observers, stop, watchGeneral };
}

const open = (backend: Backend, observer: LiveObserver<{ isEvotingPublished: boolean }>) =>
  backend.settings.watchGeneral(observer);

describe('LiveValueCache', () => {
  it('shares one subscription between watchers and hands every snapshot to all', async () => {
    const { backend, observers, watchGeneral } = fakeBackend();
    const cache = new LiveValueCache(Promise.resolve(backend));
    const a = vi.fn();
    const b = vi.fn();
    cache.subscribe('settings/general', open, a);
    cache.subscribe('settings/general', open, b);
    await Promise.resolve();
    expect(watchGeneral).toHaveBeenCalledTimes(1);
    observers[0]?.next({ isEvotingPublished: false });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(cache.read('settings/general').value).toEqual({ isEvotingPublished: false });
  });

  it('keeps the last value when the stream is interrupted, and reports the error', async () => {
    const { backend, observers } = fakeBackend();
    const cache = new LiveValueCache(Promise.resolve(backend));
    cache.subscribe('settings/general', open, () => {});
    await Promise.resolve();
    observers[0]?.next({ isEvotingPublished: true });
    const { BackendError } = await import('./backend-error');
    observers[0]?.error?.(BackendError.network());
    const state = cache.read<{ isEvotingPublished: boolean }>('settings/general');
    expect(state.value).toEqual({ isEvotingPublished: true });
    expect(state.error?.code).toBe('NETWORK');
  });

  it('closes the subscription a moment after the last watcher leaves', async () => {
    vi.useFakeTimers();
    const { backend, stop } = fakeBackend();
    const cache = new LiveValueCache(Promise.resolve(backend), { lingerMs: 1000 });
    const leave = cache.subscribe('settings/general', open, () => {});
    await Promise.resolve();
    leave();
    expect(stop).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(stop).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('reads a server-rendered seed until the live subscription answers, then never again', async () => {
    vi.useFakeTimers();
    const { backend, observers } = fakeBackend();
    const cache = new LiveValueCache(Promise.resolve(backend), {
      lingerMs: 1000,
      seed: { 'settings/general': { isEvotingPublished: true } },
    });
    expect(cache.read('settings/general').value).toEqual({ isEvotingPublished: true });
    const leave = cache.subscribe('settings/general', open, () => {});
    expect(cache.read('settings/general').value).toEqual({ isEvotingPublished: true });
    await Promise.resolve();
    observers[0]?.next({ isEvotingPublished: false });
    expect(cache.read('settings/general').value).toEqual({ isEvotingPublished: false });
    leave();
    await vi.advanceTimersByTimeAsync(1000);
    // The subscription ended: the seed must not come back as if it were current.
    expect(cache.read('settings/general').value).toBeUndefined();
    vi.useRealTimers();
  });

  it('keeps the seed, without telling anyone, when the first answer repeats it', async () => {
    const { backend, observers } = fakeBackend();
    const cache = new LiveValueCache(Promise.resolve(backend), {
      seed: { 'settings/general': { isEvotingPublished: true } },
    });
    const seeded = cache.read('settings/general');
    const listener = vi.fn();
    cache.subscribe('settings/general', open, listener);
    await Promise.resolve();
    observers[0]?.next({ isEvotingPublished: true });
    expect(listener).not.toHaveBeenCalled();
    expect(cache.read('settings/general')).toBe(seeded);
    // Once it has answered, every answer counts, even an equal one.
    observers[0]?.next({ isEvotingPublished: false });
    observers[0]?.next({ isEvotingPublished: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells who reads which key (the server learns what a page needs)', () => {
    const { backend } = fakeBackend();
    const read: string[] = [];
    const cache = new LiveValueCache(Promise.resolve(backend), { onRead: (key) => read.push(key) });
    cache.read('settings/general');
    cache.read('berkas/form-fields');
    expect(read).toEqual(['settings/general', 'berkas/form-fields']);
  });
});
