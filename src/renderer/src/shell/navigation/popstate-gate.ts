/**
 * The first say on the browser's back and forward moves. Listeners of an event on window run in
 * the order they were added, so a page cannot get in before the router's own listener (added
 * when the router mounts): this one is added before, when the app starts, and asks whichever
 * gate a page has set whether the move may reach the router.
 */

/** Returns true to keep the move from the router. */
export type PopStateGate = (event: PopStateEvent) => boolean;

let gate: PopStateGate | null = null;
let installed = false;

/** Call before the router mounts; later calls do nothing. */
export function installPopStateGate(win: Window = window): void {
  if (installed) return;
  installed = true;
  win.addEventListener('popstate', (event) => {
    if (gate?.(event)) event.stopImmediatePropagation();
  });
}

/** Sets the gate (one page at a time holds the moves); returns what removes it. */
export function setPopStateGate(next: PopStateGate): () => void {
  gate = next;
  return () => {
    if (gate === next) gate = null;
  };
}
