import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clockedEmitter,
  combineSources,
  keyedSources,
  nextTransitionIn,
  type Source,
} from './evoting-live';

/** A source the test drives by hand, remembering whether it is still subscribed. */
function manual<T>() {
  const state = {
    subscribed: false,
    next: (_value: T) => undefined as void,
    fail: (_error: unknown) => undefined as void,
  };
  const source: Source<T> = (next, fail) => {
    state.subscribed = true;
    state.next = next;
    state.fail = fail;
    return () => {
      state.subscribed = false;
    };
  };
  return { source, state };
}

describe('combineSources', () => {
  it('answers once every source has, then at every change', () => {
    const a = manual<number>();
    const b = manual<string>();
    const seen: unknown[] = [];
    combineSources({ a: a.source, b: b.source }, (v) => seen.push({ ...v }), vi.fn());
    a.state.next(1);
    expect(seen).toEqual([]);
    b.state.next('x');
    a.state.next(2);
    expect(seen).toEqual([
      { a: 1, b: 'x' },
      { a: 2, b: 'x' },
    ]);
  });

  it('stops every source at the first failure and reports it once', () => {
    const a = manual<number>();
    const b = manual<number>();
    const fail = vi.fn();
    combineSources({ a: a.source, b: b.source }, vi.fn(), fail);
    a.state.fail('refused');
    b.state.fail('again');
    expect(fail).toHaveBeenCalledTimes(1);
    expect(fail).toHaveBeenCalledWith('refused');
    expect(a.state.subscribed || b.state.subscribed).toBe(false);
  });
});

describe('keyedSources', () => {
  it('subscribes new keys, drops old ones, answers once every present key has', () => {
    const sources = new Map<string, ReturnType<typeof manual<number>>>();
    const seen: Record<string, number>[] = [];
    const keyed = keyedSources<number>(
      (key) => {
        const m = manual<number>();
        sources.set(key, m);
        return m.source;
      },
      (values) => seen.push(Object.fromEntries(values)),
      vi.fn(),
    );
    keyed.setKeys(['a', 'b']);
    sources.get('a')?.state.next(1);
    expect(seen).toEqual([]);
    sources.get('b')?.state.next(2);
    keyed.setKeys(['b']);
    expect(sources.get('a')?.state.subscribed).toBe(false);
    expect(seen).toEqual([{ a: 1, b: 2 }, { b: 2 }]);
    keyed.setKeys([]);
    expect(seen.at(-1)).toEqual({});
  });
});

describe('the clock moves states without any document changing', () => {
  afterEach(() => vi.useRealTimers());

  it('finds the next start or end, ignoring the past and cancelled elections', () => {
    const now = Date.parse('2026-10-01T00:00:00Z');
    expect(
      nextTransitionIn(
        [
          { mulai: '2026-09-01T00:00:00Z', selesai: '2026-10-01T00:10:00Z', dibatalkanPada: null },
          { mulai: '2026-10-01T00:05:00Z', selesai: '2026-10-02T00:00:00Z', dibatalkanPada: 'x' },
          { mulai: null, selesai: null, dibatalkanPada: null },
        ],
        now,
      ),
    ).toBe(10 * 60_000);
    expect(nextTransitionIn([], now)).toBeNull();
  });

  it('answers again when an election opens', () => {
    vi.useFakeTimers();
    const start = Date.parse('2026-10-01T00:00:00Z');
    vi.setSystemTime(start);
    const mulai = new Date(start + 60_000).toISOString();
    const times: number[] = [];
    const clock = clockedEmitter((now) => {
      times.push(now);
      return [{ mulai, selesai: '2026-10-02T00:00:00Z', dibatalkanPada: null }];
    });
    clock.refresh();
    vi.advanceTimersByTime(60_000 + 10);
    expect(times).toHaveLength(2);
    expect(times[1]).toBeGreaterThan(Date.parse(mulai));
    clock.stop();
    vi.advanceTimersByTime(2 * 24 * 3_600_000);
    expect(times).toHaveLength(2);
  });
});
