import { useEffect } from 'react';
import { usePlatform } from '../../platform/PlatformProvider';
import {
  useNavigationBlocker,
  type NavigationBlocker,
} from '../../shell/navigation/use-navigation-blocker';

/**
 * While `active`, leaving the page asks first: a link inside the app or the back button is held
 * (the caller shows the question while `blocker.state` is 'blocked'), closing or reloading the tab gets
 * the browser's own prompt. The desktop app has no such prompt: there a beforeunload handler would
 * silently keep the window from closing.
 */
export function useLeaveGuard(active: boolean): NavigationBlocker {
  const blocker = useNavigationBlocker(active);
  const { kind } = usePlatform();
  useEffect(() => {
    if (!active || kind !== 'web') return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active, kind]);
  return blocker;
}
