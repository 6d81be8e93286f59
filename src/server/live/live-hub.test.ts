import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { LIVE_TOPICS } from '../../shared/live';
import { LiveHub } from './live-hub';

describe('LiveHub', () => {
  it('notifies the subscribers of a topic until they leave', async () => {
    const hub = new LiveHub();
    const listener = vi.fn();
    const leave = hub.subscribe(LIVE_TOPICS.generalSettings, listener);
    hub.publish(LIVE_TOPICS.generalSettings);
    await nextTurn();
    expect(listener).toHaveBeenCalledTimes(1);
    leave();
    hub.publish(LIVE_TOPICS.generalSettings);
    await nextTurn();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hub.subscriberCount(LIVE_TOPICS.generalSettings)).toBe(0);
  });

  it('coalesces the publishes of one tick into one round per topic', async () => {
    const hub = new LiveHub();
    const fields = vi.fn();
    const settings = vi.fn();
    hub.subscribe(LIVE_TOPICS.formFields, fields);
    hub.subscribe(LIVE_TOPICS.generalSettings, settings);
    for (let i = 0; i < 100; i += 1) hub.publish(LIVE_TOPICS.formFields);
    hub.publish(LIVE_TOPICS.generalSettings);
    expect(fields).not.toHaveBeenCalled();
    await nextTurn();
    expect(fields).toHaveBeenCalledTimes(1);
    expect(settings).toHaveBeenCalledTimes(1);
  });
});
