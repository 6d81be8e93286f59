import type { LiveTopic } from '../../shared/live';

type Listener = () => void;

/**
 * In-process change notifications. Writers publish a topic after their transaction commits;
 * every open live stream of that topic re-reads and sends a fresh snapshot.
 */
export class LiveHub {
  private readonly listeners = new Map<LiveTopic, Set<Listener>>();

  subscribe(topic: LiveTopic, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  publish(topic: LiveTopic): void {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  subscriberCount(topic: LiveTopic): number {
    return this.listeners.get(topic)?.size ?? 0;
  }
}
