import { describe, expect, it, vi } from 'vitest';
import { installPopStateGate, setPopStateGate } from './popstate-gate';

describe('popstate gate', () => {
  it('lets a page keep a back move from listeners added after it (the router)', () => {
    installPopStateGate();
    installPopStateGate(); // twice: still one listener
    const router = vi.fn();
    window.addEventListener('popstate', router);
    const gate = vi.fn(() => true);
    const remove = setPopStateGate(gate);

    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(gate).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();

    // Without a gate (the page left), every move reaches the router.
    remove();
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(gate).toHaveBeenCalledTimes(1);
    expect(router).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', router);
  });

  it('a gate answering false lets the move through', () => {
    installPopStateGate();
    const router = vi.fn();
    window.addEventListener('popstate', router);
    const remove = setPopStateGate(() => false);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router).toHaveBeenCalledTimes(1);
    remove();
    window.removeEventListener('popstate', router);
  });
});
