/**
 * What runs inside the measured page: observers installed before any of the page's scripts, and
 * the reading taken once the page has settled. Plain JavaScript in strings: the Node tsconfig has
 * no DOM types, and this runs in the browser.
 */

export interface LcpElement {
  tag: string;
  /** For images: the URL the browser chose. */
  url: string | null;
  /** e.g. img._photo /assets/hero-mobile-480.webp, or h1#hero-title "Selamat datang…" */
  description: string;
}

export interface LcpCandidate {
  startTime: number;
  size: number;
  element: LcpElement | null;
}

export interface LongTask {
  startTime: number;
  duration: number;
}

export interface ResourceTiming {
  /** Path of the URL (same origin) or the full URL. */
  name: string;
  initiatorType: string;
  startTime: number;
  responseStart: number;
  responseEnd: number;
  transferSize: number;
  renderBlockingStatus: string | null;
}

export interface PageReading {
  lcp: LcpCandidate[];
  fcp: number | null;
  longTasks: LongTask[];
  domContentLoaded: number | null;
  loadEvent: number | null;
  /** The navigation first, then every resource, in Resource Timing's order. */
  resources: ResourceTiming[];
  /** Observer types the browser refused (the figure is then missing, not zero). */
  unsupported: string[];
}

export const OBSERVER_SCRIPT = `(() => {
  if (window.__benchPerf) return;
  const state = { lcp: [], fcp: null, longTasks: [], unsupported: [] };
  Object.defineProperty(window, '__benchPerf', { value: state });
  const describe = (el) => {
    if (!el || !el.tagName) return null;
    const tag = el.tagName.toLowerCase();
    const url = el.currentSrc || el.src || null;
    const className = typeof el.className === 'string' ? el.className.trim().split(/\\s+/)[0] : '';
    const text = (el.textContent || '').replace(/\\s+/g, ' ').trim();
    let description = tag + (el.id ? '#' + el.id : '') + (className ? '.' + className : '');
    if (url) description += ' ' + new URL(url, location.href).pathname;
    else if (text) description += ' "' + text.slice(0, 40) + (text.length > 40 ? '…' : '') + '"';
    return { tag, url, description };
  };
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      state.unsupported.push(type);
    }
  };
  observe('largest-contentful-paint', (e) => {
    state.lcp.push({ startTime: e.startTime, size: e.size, element: describe(e.element) });
  });
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  });
  observe('longtask', (e) => {
    state.longTasks.push({ startTime: e.startTime, duration: e.duration });
  });
})();`;

/** How many LCP candidates so far: a new one means the page is still painting. */
export const LCP_COUNT_SCRIPT = '(window.__benchPerf ? window.__benchPerf.lcp.length : 0)';

export const READ_SCRIPT = `(() => {
  const state = window.__benchPerf || { lcp: [], fcp: null, longTasks: [], unsupported: ['all'] };
  const nav = performance.getEntriesByType('navigation')[0];
  const name = (url) => {
    const u = new URL(url, location.href);
    return u.origin === location.origin ? u.pathname + u.search : u.href;
  };
  const pick = (e) => ({
    name: name(e.name),
    initiatorType: e.initiatorType,
    startTime: e.startTime,
    responseStart: e.responseStart,
    responseEnd: e.responseEnd,
    transferSize: e.transferSize,
    renderBlockingStatus: e.renderBlockingStatus || null,
  });
  return {
    lcp: state.lcp,
    fcp: state.fcp,
    longTasks: state.longTasks,
    domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
    loadEvent: nav ? nav.loadEventEnd : null,
    resources: [...(nav ? [pick(nav)] : []), ...performance.getEntriesByType('resource').map(pick)],
    unsupported: state.unsupported,
  };
})()`;
