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

  it('tells the listeners which keys changed, or that the whole topic did', async () => {
    const hub = new LiveHub();
    const seen: unknown[] = [];
    hub.subscribe(LIVE_TOPICS.voterElections, (changed) =>
      seen.push(changed === 'all' ? 'all' : [...changed].sort()),
    );
    hub.publish(LIVE_TOPICS.voterElections, 'b');
    hub.publish(LIVE_TOPICS.voterElections, 'a');
    hub.publish(LIVE_TOPICS.voterElections, 'b');
    await nextTurn();
    expect(seen).toEqual([['a', 'b']]);
    // A topic-wide publish in the same tick covers the keyed ones, before or after it.
    hub.publish(LIVE_TOPICS.voterElections, 'a');
    hub.publish(LIVE_TOPICS.voterElections);
    hub.publish(LIVE_TOPICS.voterElections, 'c');
    await nextTurn();
    expect(seen).toEqual([['a', 'b'], 'all']);
  });
});
