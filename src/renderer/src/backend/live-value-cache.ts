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

/**
 * Shares one live subscription per key among all components that watch it, and keeps it a
 * moment after the last one leaves so a page change does not reconnect.
 */
export class LiveValueCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly backend: Promise<Backend>,
    private readonly lingerMs = 5_000,
  ) {}

  read<T>(key: string): LiveState<T> {
    return (this.entries.get(key)?.state ?? EMPTY) as LiveState<T>;
  }

  subscribe<T>(key: string, open: Open<T>, listener: () => void): Unsubscribe {
    let entry = this.entries.get(key);
    if (!entry) {
      const created: Entry = {
        state: EMPTY,
        listeners: new Set(),
        stop: undefined,
        release: undefined,
      };
      const update = (state: LiveState<unknown>): void => {
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
