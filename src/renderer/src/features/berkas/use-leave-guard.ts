import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { usePlatform } from '../../platform/PlatformProvider';

/**
 * While `active`, leaving the page asks first: a link inside the app is held by the router (the
 * caller shows the question while `blocker.state` is 'blocked'), closing or reloading the tab gets
 * the browser's own prompt. The desktop app has no such prompt: there a beforeunload handler would
 * silently keep the window from closing.
 */
export function useLeaveGuard(active: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
  const { kind } = usePlatform();
  useEffect(() => {
    if (!active || kind !== 'web') return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active, kind]);
  return blocker;
}
