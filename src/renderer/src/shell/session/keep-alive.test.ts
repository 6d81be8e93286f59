import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeepAlive, KEEP_ALIVE_EVERY_MS } from './keep-alive';

describe('createKeepAlive', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells the server at once, then at most once a minute however busy the user is', () => {
    const send = vi.fn();
    const keepAlive = createKeepAlive(send);
    keepAlive.activity();
    expect(send).toHaveBeenCalledTimes(1);
    // Ten minutes of mouse moves every 50 ms: one request a minute, not one per move.
    for (let t = 0; t < 10 * 60_000; t += 50) {
      keepAlive.activity();
      vi.advanceTimersByTime(50);
    }
    expect(send.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(send.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('sends the last activity when the minute is up, so the server never lags behind it', () => {
    const send = vi.fn();
    const keepAlive = createKeepAlive(send);
    keepAlive.activity();
    vi.advanceTimersByTime(20_000);
    keepAlive.activity(); // typing, then nothing more
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(KEEP_ALIVE_EVERY_MS - 20_000 - 1);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    // Idle afterwards: nothing more is sent.
    vi.advanceTimersByTime(30 * 60_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing after stop, and nothing without activity', () => {
    const send = vi.fn();
    const keepAlive = createKeepAlive(send);
    vi.advanceTimersByTime(5 * 60_000);
    expect(send).not.toHaveBeenCalled();
    keepAlive.activity();
    keepAlive.activity();
    keepAlive.stop();
    vi.advanceTimersByTime(5 * 60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
