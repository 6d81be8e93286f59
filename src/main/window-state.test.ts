import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fitToDisplays,
  trackWindowState,
  windowStateSchema,
  type TrackedWindow,
  type WindowState,
} from './window-state';

const defaults = { width: 1280, height: 820 };
const laptop = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
// A second monitor to the right of the laptop, as Windows and macOS lay them out.
const monitor = { workArea: { x: 1920, y: 0, width: 2560, height: 1400 } };

const state = (overrides: Partial<WindowState> = {}): WindowState => ({
  x: 100,
  y: 80,
  width: 1400,
  height: 900,
  maximized: false,
  ...overrides,
});

describe('windowStateSchema', () => {
  it('accepts a saved state and refuses nonsense', () => {
    expect(windowStateSchema.safeParse(state()).success).toBe(true);
    expect(windowStateSchema.safeParse({ ...state(), width: 0 }).success).toBe(false);
    expect(windowStateSchema.safeParse({ ...state(), x: 1.5 }).success).toBe(false);
    expect(windowStateSchema.safeParse({ ...state(), maximized: 'ya' }).success).toBe(false);
    expect(windowStateSchema.safeParse({ x: 1, y: 2 }).success).toBe(false);
  });
});

describe('fitToDisplays', () => {
  it('uses the defaults, centred, when nothing was saved', () => {
    expect(fitToDisplays(undefined, [laptop], defaults)).toEqual({ width: 1280, height: 820 });
  });

  it('keeps saved bounds that are on a display', () => {
    expect(fitToDisplays(state(), [laptop], defaults)).toEqual({
      x: 100,
      y: 80,
      width: 1400,
      height: 900,
    });
  });

  it('keeps a window on the second monitor while that monitor is there', () => {
    const onMonitor = state({ x: 2200, y: 100, width: 2000, height: 1200 });
    expect(fitToDisplays(onMonitor, [laptop, monitor], defaults)).toEqual({
      x: 2200,
      y: 100,
      width: 2000,
      height: 1200,
    });
  });

  it('centres the window, sized to the remaining display, once that monitor is unplugged', () => {
    const onMonitor = state({ x: 2200, y: 100, width: 2000, height: 1200 });
    expect(fitToDisplays(onMonitor, [laptop], defaults)).toEqual({ width: 1920, height: 1040 });
  });

  it('keeps a window that is only partly visible, as long as enough of its title bar shows', () => {
    // 150 px of the title strip left on the laptop's right edge.
    const mostlyOff = state({ x: 1770, y: 200, width: 1000, height: 700 });
    expect(fitToDisplays(mostlyOff, [laptop], defaults)).toMatchObject({ x: 1770, y: 200 });
  });

  it.each([
    ['less than 100 px of the title strip across', { x: 1850, y: 200 }],
    ['the title bar above the top of the work area', { x: 100, y: -30 }],
    ['the title bar below the bottom of the work area', { x: 100, y: 1000 }],
    ['far away', { x: -5000, y: -5000 }],
  ])('centres a window with %s', (_case, position) => {
    const placement = fitToDisplays(state(position), [laptop], defaults);
    expect(placement).toEqual({ width: 1400, height: 900 });
    expect(placement).not.toHaveProperty('x');
  });

  it('shrinks a window larger than its display and pulls it inside the work area', () => {
    const tall = state({ x: 1000, y: 20, width: 1600, height: 1300 });
    expect(fitToDisplays(tall, [laptop], defaults)).toEqual({
      x: 320,
      y: 0,
      width: 1600,
      height: 1040,
    });
  });

  it('never goes below the minimum size, even on a small screen', () => {
    const small = { workArea: { x: 0, y: 0, width: 800, height: 560 } };
    expect(fitToDisplays(state({ width: 500, height: 300 }), [laptop], defaults)).toMatchObject({
      width: 960,
      height: 600,
    });
    expect(fitToDisplays(undefined, [small], defaults)).toEqual({ width: 960, height: 600 });
  });

  it('works without any display information', () => {
    expect(fitToDisplays(state(), [], defaults)).toEqual({ width: 1400, height: 900 });
  });
});

type Listener = () => void;

function fakeWindow() {
  const listeners = new Map<string, Listener[]>();
  const fake = {
    bounds: { x: 10, y: 20, width: 1300, height: 850 },
    maximized: false,
    minimized: false,
    fullScreen: false,
    on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return fake;
    }),
    getNormalBounds: vi.fn(() => ({ ...fake.bounds })),
    isMaximized: () => fake.maximized,
    isMinimized: () => fake.minimized,
    isFullScreen: () => fake.fullScreen,
    emit(event: string) {
      for (const listener of listeners.get(event) ?? []) listener();
    },
  };
  return fake;
}

function setup(options?: { debounceMs?: number }) {
  const window = fakeWindow();
  const store = { write: vi.fn(async (_state: WindowState) => undefined) };
  const onError = vi.fn();
  const tracker = trackWindowState(window as unknown as TrackedWindow, store, {
    ...options,
    onError,
  });
  return { window, store, onError, tracker };
}

describe('trackWindowState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, 500 ms after a burst of resize and move events', () => {
    const { window, store } = setup();
    for (let i = 0; i < 10; i++) {
      window.bounds.width += 10;
      window.emit(i % 2 ? 'resize' : 'move');
      vi.advanceTimersByTime(100);
    }
    expect(store.write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(store.write).toHaveBeenCalledOnce();
    expect(store.write).toHaveBeenCalledWith({
      x: 10,
      y: 20,
      width: 1400,
      height: 850,
      maximized: false,
    });
  });

  it('honours a custom debounce', () => {
    const { window, store } = setup({ debounceMs: 50 });
    window.emit('move');
    vi.advanceTimersByTime(50);
    expect(store.write).toHaveBeenCalledOnce();
  });

  it('saves the normal bounds and the flag at once on maximize and unmaximize', () => {
    const { window, store } = setup();
    window.maximized = true;
    window.emit('maximize');
    expect(store.write).toHaveBeenLastCalledWith({
      x: 10,
      y: 20,
      width: 1300,
      height: 850,
      maximized: true,
    });
    window.maximized = false;
    window.emit('unmaximize');
    expect(store.write).toHaveBeenLastCalledWith(expect.objectContaining({ maximized: false }));
    expect(store.write).toHaveBeenCalledTimes(2);
    expect(window.getNormalBounds).toHaveBeenCalled();
  });

  it('saves at once on close, replacing a pending debounced save', () => {
    const { window, store } = setup();
    window.emit('resize');
    window.emit('close');
    expect(store.write).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(store.write).toHaveBeenCalledOnce();
  });

  it('never saves while minimized or full screen', () => {
    const { window, store } = setup();
    window.minimized = true;
    window.emit('resize');
    vi.advanceTimersByTime(1000);
    window.emit('close');
    window.minimized = false;
    window.fullScreen = true;
    window.emit('resize');
    vi.advanceTimersByTime(1000);
    window.emit('close');
    expect(store.write).not.toHaveBeenCalled();
  });

  it('stops after the window is closed, even with a save pending', () => {
    const { window, store } = setup();
    window.emit('move');
    window.emit('closed');
    vi.advanceTimersByTime(1000);
    window.emit('maximize');
    expect(store.write).not.toHaveBeenCalled();
  });

  it('stops when asked', () => {
    const { window, store, tracker } = setup();
    window.emit('move');
    tracker.stop();
    vi.advanceTimersByTime(1000);
    window.emit('close');
    expect(store.write).not.toHaveBeenCalled();
  });

  it('reports a failed save instead of leaving a rejected promise unhandled', async () => {
    const { window, store, onError } = setup();
    store.write.mockRejectedValueOnce(new Error('disk penuh'));
    window.emit('close');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
  });
});
