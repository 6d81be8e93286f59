import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor give up after 1 s by default: too short for a lazy screen to render on a busy
// 2-core machine. A test that expects something to appear waits up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the browser APIs Mantine relies on; the same shims as Mantine's Vite template.
const { getComputedStyle } = window;
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// jsdom has <dialog> but not its modal methods: open and close it by its attribute, as a browser
// shows it (the top layer, the backdrop and the focus are tested in Chromium, session.spec.ts).
if (!('showModal' in window.HTMLDialogElement.prototype)) {
  Object.assign(window.HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
}
