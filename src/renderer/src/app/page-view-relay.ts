/**
 * Connects the router's page views to a reporter that arrives later (Analytics loads with the
 * backend, after the first render): views before then wait, so the landing page is counted too.
 */
export interface PageViewRelay {
  report(path: string): void;
  connect(reporter: (path: string) => void): void;
}

/** Enough for the pages one can open before Analytics loads; older ones are dropped. */
const MAX_WAITING = 20;

export function createPageViewRelay(): PageViewRelay {
  let reporter: ((path: string) => void) | undefined;
  let waiting: string[] = [];
  return {
    report(path) {
      if (reporter) reporter(path);
      else waiting = [...waiting, path].slice(-MAX_WAITING);
    },
    connect(next) {
      reporter = next;
      for (const path of waiting) next(path);
      waiting = [];
    },
  };
}
