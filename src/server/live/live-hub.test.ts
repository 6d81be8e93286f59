import { describe, expect, it, vi } from 'vitest';
import { LIVE_TOPICS } from '../../shared/live';
import { LiveHub } from './live-hub';

describe('LiveHub', () => {
  it('notifies the subscribers of a topic until they leave', () => {
    const hub = new LiveHub();
    const listener = vi.fn();
    const leave = hub.subscribe(LIVE_TOPICS.generalSettings, listener);
    hub.publish(LIVE_TOPICS.generalSettings);
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    hub.publish(LIVE_TOPICS.generalSettings);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hub.subscriberCount(LIVE_TOPICS.generalSettings)).toBe(0);
  });
});
