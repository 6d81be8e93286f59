/**
 * Between the first paint of a server-rendered page and the app taking it over, a visitor may
 * already type and press a button. The boot script (scripts/vite/scripts-after-paint.ts) holds
 * such a submit (a native one would put the form's fields, a password too, in the address);
 * the app, once it has taken over, gives back what was typed and sends the held submit. A click on
 * a button (the phone menu's) or on a link of the site is held the same way and made again: before
 * the app it would do nothing, or leave a form without the question the app asks.
 */
export const EARLY_INPUT = {
  /** window[heldSubmit]: the button (or form) of a submit made before the app was ready. */
  heldSubmit: 'bemHeldSubmit',
  /** window[heldClick]: the last button or link of the site clicked before the app was ready. */
  heldClick: 'bemHeldClick',
  /** A held link is followed natively after this long if the app has still not taken over. */
  linkFallbackMs: 3000,
  /** window[ready]: true once the app has taken over the page. */
  ready: 'bemReady',
} as const;
