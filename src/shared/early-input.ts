/**
 * Between the first paint of a server-rendered page and the app taking it over, a visitor may
 * already type and press a button. The boot script (scripts/vite/scripts-after-paint.ts) holds
 * such a submit (a native one would put the form's fields, a password too, in the address);
 * the app, once it has taken over, gives back what was typed and sends the held submit.
 */
export const EARLY_INPUT = {
  /** window[heldSubmit]: the button (or form) of a submit made before the app was ready. */
  heldSubmit: 'bemHeldSubmit',
  /** window[ready]: true once the app has taken over the page. */
  ready: 'bemReady',
} as const;
