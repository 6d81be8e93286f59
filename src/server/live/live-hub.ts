type Listener = () => void;

/**
 * In-process change notifications. Writers publish a topic after their transaction commits;
 * the live streams of that topic are sent a fresh snapshot. Publishes are coalesced: however many
 * arrive in one tick (a reorder touching every question, a burst of submissions), listeners run
 * once per topic on the next turn of the event loop, after the writer's response is on its way.
 * Topics are the fixed ones of src/shared/live.ts and those of the declared collections.
 */
export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Set<string>();
  private scheduled = false;

  subscribe(topic: string, listener: Listener): () => void {
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

  publish(topic: string): void {
    if (!this.listeners.get(topic)?.size) return;
    this.pending.add(topic);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Runs the listeners of every topic published since the last flush (tests call it directly). */
  flush(): void {
    this.scheduled = false;
    const topics = [...this.pending];
    this.pending.clear();
    for (const topic of topics) for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  subscriberCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }
}
