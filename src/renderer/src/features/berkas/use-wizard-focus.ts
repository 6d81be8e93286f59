import { useEffect, useRef, useState } from 'react';

/** Where the wizard sends the reader after a button: the new step, a field, or the result. */
export type WizardFocusTarget =
  { kind: 'step' } | { kind: 'field'; fieldName: string } | { kind: 'success' };

const FOCUSABLE =
  'input:not([type="hidden"]):not([type="file"]):not([disabled]), textarea, select, button';

/** The wrapper of one field's input (WizardFields marks it with data-field-name). */
function fieldWrapper(root: HTMLElement, fieldName: string): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>('[data-field-name]')) {
    if (element.dataset.fieldName === fieldName) return element;
  }
  return null;
}

/**
 * On a phone the buttons sit far below the top of a step: after Selanjutnya/Kembali the page is
 * scrolled to the form's top and its heading focused (so a screen reader announces the step), a
 * failed check brings the first invalid field, a successful send the success heading. Scrolling
 * to the start of an element honours the scroll padding that keeps it below the sticky header.
 */
export function useWizardFocus() {
  const formTop = useRef<HTMLDivElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const success = useRef<HTMLDivElement>(null);
  // A new object each time, so asking twice for the same target still moves there.
  const [request, setRequest] = useState<WizardFocusTarget | null>(null);

  useEffect(() => {
    if (!request) return;
    if (request.kind === 'success') {
      const view = success.current;
      if (!view) return;
      view.scrollIntoView({ block: 'start' });
      const focusHeading = () => {
        const heading = view.querySelector<HTMLElement>('h1, h2, h3');
        if (!heading) return false;
        heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return true;
      };
      if (focusHeading()) return;
      // The success view is its own chunk: its heading arrives when the chunk has loaded.
      const observer = new MutationObserver(() => {
        if (!focusHeading()) return;
        observer.disconnect();
        view.scrollIntoView({ block: 'start' });
      });
      observer.observe(view, { childList: true, subtree: true });
      return () => observer.disconnect();
    }
    const top = formTop.current;
    if (!top) return;
    const wrapper = request.kind === 'field' ? fieldWrapper(top, request.fieldName) : null;
    if (wrapper) {
      wrapper.scrollIntoView({ block: 'start' });
      wrapper.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
      return;
    }
    top.scrollIntoView({ block: 'start' });
    stepHeading.current?.focus({ preventScroll: true });
  }, [request]);

  return {
    formTopRef: formTop,
    stepHeadingRef: stepHeading,
    successRef: success,
    moveTo: (target: WizardFocusTarget) => setRequest({ ...target }),
  };
}
