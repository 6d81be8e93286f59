import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRenderTime } from './use-render-time';

/** Says what is "upcoming" by the clock the hook gives: the page's decision, made visible. */
function Clock() {
  const { now, clockProps } = useRenderTime('uji');
  return (
    <p {...clockProps}>{now >= Date.parse('2026-03-07T16:30:00Z') ? 'selesai' : 'mendatang'}</p>
  );
}

// act() outside Testing Library: React must know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('useRenderTime', () => {
  it("hydrates with the server's time, then follows the browser's clock", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The server renders before the activity ends…
    vi.setSystemTime(Date.parse('2026-03-07T16:00:00Z'));
    const html = renderToString(<Clock />);
    expect(html).toContain('mendatang');
    // …and the browser hydrates after it has: the first render must still match the HTML.
    vi.setSystemTime(Date.parse('2026-03-07T17:00:00Z'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Clock />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    vi.useRealTimers();
    // The browser's own reading comes from a timer after hydration.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.textContent).toBe('selesai');
  });
});
