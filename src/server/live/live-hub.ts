/**
 * Which access keys of a topic changed (live-source.ts): all of them, or only these. A change
 * that concerns one viewer (a voter's own ballot) reloads that viewer's group alone, not every
 * voter's: with thousands of voters watching, a topic-wide round per ballot would not keep up.
 */
export type ChangedKeys = 'all' | ReadonlySet<string>;

type Listener = (changed: ChangedKeys) => void;

/**
 * In-process change notifications. Writers publish a topic after their transaction commits;
 * the live streams of that topic are sent a fresh snapshot. Publishes are coalesced: however many
 * arrive in one tick (a reorder touching every question, a burst of submissions), listeners run
 * once per topic on the next turn of the event loop, after the writer's response is on its way.
 * Topics are the fixed ones of src/shared/live.ts and those of the declared collections.
 */
export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new Map<string, 'all' | Set<string>>();
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

  /**
   * The topic changed: for every viewer, or (with `key`) only for the viewers whose access key
   * it is. A listener that ignores the keys treats either as a change of the whole topic.
   */
  publish(topic: string, key?: string): void {
    if (!this.listeners.get(topic)?.size) return;
    const pending = this.pending.get(topic);
    if (key === undefined) this.pending.set(topic, 'all');
    else if (pending === undefined) this.pending.set(topic, new Set([key]));
    else if (pending !== 'all') pending.add(key);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Runs the listeners of every topic published since the last flush (tests call it directly). */
  flush(): void {
    this.scheduled = false;
    const topics = [...this.pending];
    this.pending.clear();
    for (const [topic, changed] of topics)
      for (const listener of this.listeners.get(topic) ?? []) listener(changed);
  }

  subscriberCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }
}
