/**
 * Remembers where the main window was: its normal (restored) bounds and whether it was maximized.
 * On the next start the saved bounds are only reused when the window would still be reachable,
 * because a monitor may have been unplugged or a laptop undocked in between.
 */
import type { BrowserWindow, Rectangle } from 'electron';
import { z } from 'zod';

/** Smallest window the admin screens are laid out for; matches minWidth/minHeight in window.ts. */
export const MIN_WINDOW_SIZE = { width: 960, height: 600 } as const;

/**
 * How much of the window's top strip must lie on a display for the saved position to be kept:
 * enough of the title bar to grab it and drag the window back.
 */
export const MIN_VISIBLE_TITLE = { width: 100, height: 50 } as const;

const coordinate = z.number().int().min(-100_000).max(100_000);
const size = z.number().int().min(1).max(100_000);

/** The saved state's file content. Bounds are the normal bounds, never the maximized ones. */
export const windowStateSchema = z.object({
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  maximized: z.boolean(),
});

export type WindowState = z.infer<typeof windowStateSchema>;

export interface DisplayArea {
  workArea: Rectangle;
}

/** What goes into the BrowserWindow constructor; without x/y Electron centres the window. */
export interface WindowPlacement {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  };
}

function clampSize(width: number, height: number, area: Rectangle | undefined) {
  // The work area wins over the saved size, and the minimum wins over a tiny work area: the
  // window cannot get smaller than minWidth/minHeight anyway.
  const fit = (value: number, room: number | undefined, minimum: number) =>
    Math.max(minimum, room === undefined ? value : Math.min(value, room));
  return {
    width: fit(width, area?.width, MIN_WINDOW_SIZE.width),
    height: fit(height, area?.height, MIN_WINDOW_SIZE.height),
  };
}

/** Moves `start` so that a window of `length` fits in [min, min + room), if it can. */
function pullInside(start: number, length: number, min: number, room: number): number {
  return Math.max(min, Math.min(start, min + room - length));
}

/**
 * Where to open the window. The saved position is kept when its title strip is visible on one of
 * the current displays; otherwise x/y are dropped so the window opens centred. The size is
 * clamped to the work area of the display it lands on (the first display when centred: main
 * passes the primary display first) and to the minimum size.
 */
export function fitToDisplays(
  state: WindowState | undefined,
  displays: readonly DisplayArea[],
  defaults: { width: number; height: number },
): WindowPlacement {
  const first = displays[0]?.workArea;
  if (!state) return clampSize(defaults.width, defaults.height, first);

  const titleStrip: Rectangle = {
    x: state.x,
    y: state.y,
    width: state.width,
    height: Math.min(MIN_VISIBLE_TITLE.height, state.height),
  };
  const home = displays.find(({ workArea }) => {
    const visible = overlap(titleStrip, workArea);
    return visible.width >= MIN_VISIBLE_TITLE.width && visible.height >= titleStrip.height;
  })?.workArea;
  if (!home) return clampSize(state.width, state.height, first);

  const fitted = clampSize(state.width, state.height, home);
  if (fitted.width === state.width && fitted.height === state.height) {
    return { x: state.x, y: state.y, ...fitted };
  }
  // It had to shrink because the display is smaller now: keep it on that display entirely, or
  // the shrunk window could still hang over the edge with its resize handles out of reach.
  return {
    x: pullInside(state.x, fitted.width, home.x, home.width),
    y: pullInside(state.y, fitted.height, home.y, home.height),
    ...fitted,
  };
}

export type TrackedWindow = Pick<
  BrowserWindow,
  'on' | 'getNormalBounds' | 'isMaximized' | 'isMinimized' | 'isFullScreen'
>;

export interface WindowStateStore {
  write(state: WindowState): Promise<void>;
}

export interface TrackWindowStateOptions {
  /** How long resizing/moving must pause before the state is saved. */
  debounceMs?: number;
  /** Where a failed save is reported; console.warn by default. */
  onError?: (error: unknown) => void;
}

export const DEFAULT_WINDOW_STATE_DEBOUNCE_MS = 500;

/**
 * Saves the window's state as it changes: debounced while it is dragged or resized (those fire
 * many events per second), at once on maximize/unmaximize and on close. Returns `stop` to stop
 * tracking (main does not need it: tracking ends by itself when the window is closed).
 */
export function trackWindowState(
  window: TrackedWindow,
  store: WindowStateStore,
  options: TrackWindowStateOptions = {},
): { stop(): void } {
  const debounceMs = options.debounceMs ?? DEFAULT_WINDOW_STATE_DEBOUNCE_MS;
  const onError =
    options.onError ??
    ((error: unknown) => console.warn('Posisi jendela tidak dapat disimpan:', error));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  function cancelPending(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function saveNow(): void {
    cancelPending();
    if (stopped) return;
    // A minimized window reports odd bounds on some platforms, and a full-screen one its screen:
    // neither is where the user wants the window next time, so the last good state is kept.
    if (window.isMinimized() || window.isFullScreen()) return;
    const bounds = window.getNormalBounds();
    const state: WindowState = {
      x: Math.round(bounds.x),
      y: Math.round(bounds.y),
      width: Math.round(bounds.width),
      height: Math.round(bounds.height),
      maximized: window.isMaximized(),
    };
    store.write(state).catch(onError);
  }

  function saveSoon(): void {
    if (stopped) return;
    cancelPending();
    timer = setTimeout(saveNow, debounceMs);
  }

  function stop(): void {
    cancelPending();
    stopped = true;
  }

  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('maximize', saveNow);
  window.on('unmaximize', saveNow);
  window.on('close', saveNow);
  // After 'closed' the window object is destroyed; touching it from a late timer would throw.
  window.on('closed', stop);

  return { stop };
}
