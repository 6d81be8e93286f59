import { describe, expect, it, vi } from 'vitest';
import { createPageViewRelay } from './page-view-relay';

describe('page view relay', () => {
  it('holds views until a reporter connects, then passes them straight on', () => {
    const relay = createPageViewRelay();
    relay.report('/');
    relay.report('/berita');
    const reporter = vi.fn();
    relay.connect(reporter);
    expect(reporter.mock.calls).toEqual([['/'], ['/berita']]);
    relay.report('/tentang');
    expect(reporter).toHaveBeenLastCalledWith('/tentang');
    expect(reporter).toHaveBeenCalledTimes(3);
  });

  it('keeps only the latest views while nobody listens', () => {
    const relay = createPageViewRelay();
    for (let i = 0; i < 30; i += 1) relay.report(`/${i}`);
    const reporter = vi.fn();
    relay.connect(reporter);
    expect(reporter).toHaveBeenCalledTimes(20);
    expect(reporter).toHaveBeenNthCalledWith(1, '/10');
  });
});
