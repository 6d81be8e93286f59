import { EARLY_INPUT } from '../../../shared/early-input';

type EarlyWindow = Window & Record<string, unknown>;

const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;

/**
 * Gives React what a visitor typed or chose in the server's HTML before hydration: React tracks
 * the value it saw when it claimed the input, so the input is set back to its server value through
 * React's tracker, then to the typed text through the element's own setter, and an input event
 * makes React's onChange see the change; boxes, radios and selects likewise by the events React
 * reads them by. Then a submit held by the boot script is sent again, or a held click made again.
 */
export function replayEarlyInput(root: ParentNode = document, win: Window = window): void {
  const early = win as unknown as EarlyWindow;
  // Once: later pages start from what the app rendered.
  if (early[EARLY_INPUT.ready]) return;
  markAppReady(win);
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea',
  )) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    valueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const box of root.querySelectorAll<HTMLInputElement>('input[type=checkbox]')) {
    if (box.checked === box.defaultChecked) continue;
    // React watches `checked` through its tracker and hears a box by its click: put the box back
    // where React saw it, then click it, which sets it as the visitor left it and tells React.
    box.checked = box.defaultChecked;
    box.click();
  }
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[type=radio]')) {
    if (!radio.checked || radio.defaultChecked) continue;
    // The same for the radio chosen: unchosen through the tracker, then clicked.
    radio.checked = false;
    radio.click();
  }
  for (const select of root.querySelectorAll('select')) {
    // A select has no tracker: React reads it on its change event.
    if ([...select.options].some((option) => option.selected !== option.defaultSelected))
      select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const held = early[EARLY_INPUT.heldSubmit];
  const clicked = early[EARLY_INPUT.heldClick];
  delete early[EARLY_INPUT.heldSubmit];
  delete early[EARLY_INPUT.heldClick];
  // After React has rendered the replayed values and their effects (a form's question before
  // leaving is armed by one): input events are flushed before a task.
  win.setTimeout(() => {
    if (held instanceof HTMLFormElement) held.requestSubmit();
    else if (held instanceof HTMLButtonElement || held instanceof HTMLInputElement) {
      held.form?.requestSubmit(held);
    } else if (clicked instanceof HTMLElement) sameTarget(clicked, win.document)?.click();
  }, 0);
}

/**
 * The element a held click meant, now: itself, or, when the app rendered that part anew (its own
 * element then gone), the link to the same address.
 */
function sameTarget(clicked: HTMLElement, doc: Document): HTMLElement | null {
  if (clicked.isConnected) return clicked;
  const href = clicked instanceof HTMLAnchorElement ? clicked.getAttribute('href') : null;
  if (href === null) return null;
  return (
    [...doc.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
      (link) => link.getAttribute('href') === href,
    ) ?? null
  );
}

/** From now on the app handles every submit itself; the boot script stops holding them. */
export function markAppReady(win: Window = window): void {
  (win as unknown as EarlyWindow)[EARLY_INPUT.ready] = true;
}
