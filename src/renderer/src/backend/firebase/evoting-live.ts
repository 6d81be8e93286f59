import type { ElectionSchedule } from '../../../../shared/evoting/election-state';
import type { Unsubscribe } from '../live-observer';

/**
 * Live views of e-voting that Firestore cannot answer with one listener: an election together
 * with its committee and roll, a voter's elections one document each. A `Source` is one
 * listener (an onSnapshot); these combine them and re-answer when the clock moves an election
 * into its next state, since a state is computed, not stored, and no document changes then.
 */
export type Source<T> = (next: (value: T) => void, fail: (error: unknown) => void) => Unsubscribe;

/**
 * The latest value of every source, first once each has delivered, then on every change. The
 * first failure stops them all and is reported once (a listener Firestore refused is over).
 */
export function combineSources<T extends Record<string, unknown>>(
  sources: { [K in keyof T]: Source<T[K]> },
  next: (values: T) => void,
  fail: (error: unknown) => void,
): Unsubscribe {
  const keys = Object.keys(sources) as (keyof T)[];
  const values: Partial<T> = {};
  const stops: Unsubscribe[] = [];
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const unsubscribe of stops.splice(0)) unsubscribe();
  };
  for (const key of keys) {
    const unsubscribe = sources[key](
      (value) => {
        if (stopped) return;
        values[key] = value;
        if (keys.every((k) => k in values)) next(values as T);
      },
      (error) => {
        if (stopped) return;
        stop();
        fail(error);
      },
    );
    // A source that failed synchronously has already stopped the rest.
    if (stopped) unsubscribe();
    else stops.push(unsubscribe);
  }
  return stop;
}

/**
 * One source per key of a set that changes (a voter's elections, a committee's elections):
 * a key that leaves is unsubscribed, a new one subscribed. `next` hears every key's latest
 * value once each present key has delivered.
 */
export function keyedSources<V>(
  subscribe: (key: string) => Source<V>,
  next: (values: ReadonlyMap<string, V>) => void,
  fail: (error: unknown) => void,
): { setKeys(keys: readonly string[]): void; stop(): void } {
  const stops = new Map<string, Unsubscribe>();
  const values = new Map<string, V>();
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const unsubscribe of stops.values()) unsubscribe();
    stops.clear();
  };
  const emit = () => {
    if (!stopped && [...stops.keys()].every((key) => values.has(key))) next(new Map(values));
  };
  return {
    setKeys(keys) {
      if (stopped) return;
      const wanted = new Set(keys);
      for (const [key, unsubscribe] of stops)
        if (!wanted.has(key)) {
          unsubscribe();
          stops.delete(key);
          values.delete(key);
        }
      for (const key of wanted) {
        if (stops.has(key)) continue;
        const unsubscribe = subscribe(key)(
          (value) => {
            if (stopped || !stops.has(key)) return;
            values.set(key, value);
            emit();
          },
          (error) => {
            if (stopped) return;
            stop();
            fail(error);
          },
        );
        if (stopped) unsubscribe();
        else stops.set(key, unsubscribe);
      }
      emit();
    },
    stop,
  };
}

/** setTimeout's longest delay (about 24.8 days); a later transition is waited for in steps. */
const LONGEST_TIMER = 2_147_483_647;

/**
 * How long until one of these elections starts or ends, after `now`, or null when none will.
 * A cancelled election never moves again.
 */
export function nextTransitionIn(
  schedules: readonly ElectionSchedule[],
  now: number,
): number | null {
  let soonest: number | null = null;
  for (const schedule of schedules) {
    if (schedule.dibatalkanPada) continue;
    for (const instant of [schedule.mulai, schedule.selesai]) {
      const at = instant ? Date.parse(instant) : Number.NaN;
      if (at > now && (soonest === null || at < soonest)) soonest = at;
    }
  }
  return soonest === null ? null : Math.min(soonest - now, LONGEST_TIMER);
}

/**
 * Calls `emit` with a value computed at the current time now, and again whenever the clock
 * reaches the next start or end among the schedules that value depends on. Returns the
 * function to call when the data changes (it re-emits at once) and the one to stop the timer.
 */
export function clockedEmitter(
  emit: (now: number) => readonly ElectionSchedule[],
  clock: () => number = Date.now,
): { refresh(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const refresh = () => {
    if (stopped) return;
    clearTimeout(timer);
    const now = clock();
    const wait = nextTransitionIn(emit(now), now);
    // A few milliseconds past the instant, so the state computed then is already the next one.
    if (wait !== null) timer = setTimeout(refresh, wait + 5);
  };
  return {
    refresh,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
