import { describe, expect, it } from 'vitest';
import { blockingAfterPaint } from './blocking-time';

describe('blockingAfterPaint', () => {
  it('counts only what lies after the first paint', () => {
    const tasks = [
      { startTime: 100, duration: 400 }, // before FCP: the page had not painted yet
      { startTime: 900, duration: 120 }, // after FCP: 70 ms blocking
      { startTime: 1_500, duration: 250 }, // after FCP: 200 ms blocking
    ];
    expect(blockingAfterPaint(tasks, 800)).toEqual({ longTasks: 2, blockingMs: 270 });
  });

  it('clips a task that runs across the first paint to its part after it', () => {
    // 600–900 ms with FCP at 700: 200 ms after the paint, 150 ms of it blocking.
    expect(blockingAfterPaint([{ startTime: 600, duration: 300 }], 700)).toEqual({
      longTasks: 1,
      blockingMs: 150,
    });
  });

  it('ignores a task whose part after the paint is 50 ms or less', () => {
    const tasks = [
      { startTime: 660, duration: 80 }, // 40 ms after FCP
      { startTime: 1_000, duration: 50 },
    ];
    expect(blockingAfterPaint(tasks, 700)).toEqual({ longTasks: 0, blockingMs: 0 });
  });

  it('has nothing to say about a load that never painted', () => {
    expect(blockingAfterPaint([{ startTime: 0, duration: 500 }], null)).toBeNull();
  });
});
