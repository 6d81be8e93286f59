import type { Backend, LiveObserver, Unsubscribe } from './contract';
import type { BackendError } from './backend-error';

export interface LiveState<T> {
  value: T | undefined;
  error: BackendError | undefined;
}

type Open<T> = (backend: Backend, observer: LiveObserver<T>) => Unsubscribe;

interface Entry {
  state: LiveState<unknown>;
  listeners: Set<() => void>;
  stop: Unsubscribe | undefined;
  release: ReturnType<typeof setTimeout> | undefined;
}

const EMPTY: LiveState<never> = { value: undefined, error: undefined };

export interface LiveValueCacheOptions {
  /** How long a subscription outlives its last watcher, so a page change does not reconnect. */
  lingerMs?: number;
  /**
   * Values the page was rendered with on the server: read until the live subscription answers,
   * so the app's first render matches the HTML it takes over.
   */
  seed?: Readonly<Record<string, unknown>>;
  /** Told of every key read (server rendering: which data the page needs). */
  onRead?: (key: string) => void;
}

/**
 * Shares one live subscription per key among all components that watch it, and keeps it a
 * moment after the last one leaves so a page change does not reconnect.
 */
export class LiveValueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly seeds: Map<string, LiveState<unknown>>;
  private readonly lingerMs: number;
  private readonly onRead: ((key: string) => void) | undefined;

  constructor(
    private readonly backend: Promise<Backend>,
    options: LiveValueCacheOptions = {},
  ) {
    this.lingerMs = options.lingerMs ?? 5_000;
    this.onRead = options.onRead;
    this.seeds = new Map(
      Object.entries(options.seed ?? {}).map(([key, value]) => [key, { value, error: undefined }]),
    );
  }

  read<T>(key: string): LiveState<T> {
    this.onRead?.(key);
    return (this.entries.get(key)?.state ?? this.seeds.get(key) ?? EMPTY) as LiveState<T>;
  }

  subscribe<T>(key: string, open: Open<T>, listener: () => void): Unsubscribe {
    let entry = this.entries.get(key);
    if (!entry) {
      const seed = this.seeds.get(key);
      const created: Entry = {
        // A seed is used once: after this subscription ends, a later one must not show old data.
        state: seed ?? EMPTY,
        listeners: new Set(),
        stop: undefined,
        release: undefined,
      };
      const update = (state: LiveState<unknown>): void => {
        // The first answer usually repeats what the server rendered: keeping the seed's object
        // spares every watcher a render (and a hydrated page its first long task).
        if (seed && created.state === seed && !state.error && sameJson(state.value, seed.value))
          return;
        created.state = state;
        for (const notify of created.listeners) notify();
      };
      let cancelled = false;
      void this.backend.then((backend) => {
        if (cancelled) return;
        const stop = open(backend, {
          next: (value) => update({ value, error: undefined }),
          error: (error) => update({ value: created.state.value, error }),
        });
        created.stop = () => {
          cancelled = true;
          stop();
        };
      });
      created.stop = () => {
        cancelled = true;
      };
      this.seeds.delete(key);
      this.entries.set(key, created);
      entry = created;
    }
    const current = entry;
    clearTimeout(current.release);
    current.listeners.add(listener);
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size > 0) return;
      current.release = setTimeout(() => {
        current.stop?.();
        this.entries.delete(key);
      }, this.lingerMs);
    };
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}
